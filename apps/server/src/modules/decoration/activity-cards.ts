import type { DecoActivityCard, DecoComponent, DecoDocument } from '@hh/shared';
import type { Tx } from '../../db/client.ts';

/** The marketing blocks of the page builder. */
export type ActivityBlock = Extract<DecoComponent['type'], 'coupons' | 'seckill' | 'groupBuy' | 'bargain'>;

const BLOCKS: readonly string[] = ['coupons', 'seckill', 'groupBuy', 'bargain'] satisfies ActivityBlock[];

const isBlock = (c: DecoComponent): c is Extract<DecoComponent, { type: ActivityBlock }> =>
  BLOCKS.includes(c.type);

/** What of one kind runs now, and the next moment that may change by the clock alone (null: none known). */
interface ActivityCards {
  cards: DecoActivityCard[];
  until: Date | null;
}

/** Reads up to `max` cards of what runs at `at` in the shop of the transaction, in one read. */
export type ActivityCardReader = (tx: Tx, at: Date, max: number) => Promise<ActivityCards>;

const readers = new Map<ActivityBlock, ActivityCardReader>();

/** Each marketing area gives decoration its cards reader at set-up (an area above decoration cannot be imported). */
export function registerActivityCards(block: ActivityBlock, reader: ActivityCardReader): void {
  readers.set(block, reader);
}

/** The sooner of two moments, a null being none. */
const sooner = (a: Date | null, b: Date | null): Date | null =>
  a === null ? b : b === null ? a : a < b ? a : b;

/**
 * Each marketing block's cards (by component id), one read per block kind whatever the number of
 * blocks, and until when they hold by the clock (a session or an activity starting or ending).
 */
export async function activityCards(
  tx: Tx,
  doc: DecoDocument,
  at: Date,
): Promise<{ activities: Record<string, DecoActivityCard[]>; until: Date | null }> {
  const blocks = doc.components.filter(isBlock);
  const wanted = new Map<ActivityBlock, number>();
  for (const b of blocks) wanted.set(b.type, Math.max(wanted.get(b.type) ?? 0, b.count));
  const read = new Map<ActivityBlock, DecoActivityCard[]>();
  let until: Date | null = null;
  for (const [block, max] of wanted) {
    const reader = readers.get(block);
    if (!reader) continue;
    const found = await reader(tx, at, max);
    read.set(block, found.cards);
    until = sooner(until, found.until);
  }
  const activities: Record<string, DecoActivityCard[]> = {};
  for (const b of blocks) activities[b.id] = (read.get(b.type) ?? []).slice(0, b.count);
  return { activities, until };
}
