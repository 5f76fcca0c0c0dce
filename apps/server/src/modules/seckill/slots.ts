import { type PageQuery, SECKILL_DEFAULT_SLOTS, type seckillContract } from '@hh/shared';
import { slotLabel, slotsOverlap } from '@hh/shared/seckill-time';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inCompany } from '../../db/access.ts';
import { audit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { companyRowCount, orderBy, paged } from '../../db/list.ts';
import type { CompanyContext } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { seckillSlots } from './schema.ts';

type SlotInput = z.output<typeof seckillContract.slotInput>;

/** Activities naming the slot. */
const activitiesOf = sql<number>`(select count(*) from seckill_activities a
  where a.slot_ids @> to_jsonb("seckill_slots"."id"))`.mapWith(Number);

const { companyId: _company, updatedAt: _updated, ...stored } = getTableColumns(seckillSlots);
const columns = { ...stored, activities: activitiesOf };

const sortable = { id: seckillSlots.id, startHour: seckillSlots.startHour };

/** The slots a shop starts with (at set-up, and for the demo shops). */
export async function seedSlots(tx: Tx, companyId: number) {
  await tx
    .insert(seckillSlots)
    .values(SECKILL_DEFAULT_SLOTS.map((s) => ({ companyId, ...s })))
    .onConflictDoNothing();
}

export function listSlots(ctx: CompanyContext, query: PageQuery) {
  return inCompany(ctx, (tx) =>
    paged(
      query,
      (limit, offset) =>
        tx
          .select(columns)
          .from(seckillSlots)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(limit)
          .offset(offset),
      () => companyRowCount(tx, seckillSlots),
    ),
  );
}

async function oneSlot(tx: Tx, id: number) {
  const [found] = await tx.select(columns).from(seckillSlots).where(eq(seckillSlots.id, id));
  if (!found) throw notFound();
  return found;
}

export const getSlot = (ctx: CompanyContext, id: number) => inCompany(ctx, (tx) => oneSlot(tx, id));

/**
 * No two slots of a shop share an hour. The shop's slots are locked while one is written, so two
 * saves at once cannot each miss the other.
 */
async function checkOverlap(tx: Tx, input: SlotInput, except: number | null) {
  const slots = await tx
    .select({ id: seckillSlots.id, startHour: seckillSlots.startHour, hours: seckillSlots.hours })
    .from(seckillSlots)
    .for('update');
  const clash = slots.find((s) => s.id !== except && slotsOverlap(s, input));
  if (clash) throw fieldError('startHour', 'validation.seckillSlotOverlap', { slot: slotLabel(clash) });
}

export function createSlot(ctx: CompanyContext, input: SlotInput) {
  return inCompany(ctx, async (tx) => {
    await checkOverlap(tx, input, null);
    const [row] = await tx
      .insert(seckillSlots)
      .values({ startHour: input.startHour, hours: input.hours })
      .returning({ id: seckillSlots.id });
    const created = await oneSlot(tx, row!.id);
    await audit(tx, ctx, { entity: 'seckillSlot', entityId: row!.id, action: 'create', after: created });
    return created;
  });
}

export function updateSlot(ctx: CompanyContext, id: number, input: SlotInput) {
  return inCompany(ctx, async (tx) => {
    const before = await oneSlot(tx, id);
    await checkOverlap(tx, input, id);
    await tx
      .update(seckillSlots)
      .set({ startHour: input.startHour, hours: input.hours, updatedAt: new Date() })
      .where(eq(seckillSlots.id, id));
    const after = await oneSlot(tx, id);
    await audit(tx, ctx, { entity: 'seckillSlot', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Slots no activity names, all or none; one in use stays (its activities would lose their hours). */
export function deleteSlots(ctx: CompanyContext, ids: number[]) {
  return inCompany(ctx, async (tx) => {
    for (const id of ids) {
      const before = await oneSlot(tx, id);
      if (before.activities > 0) throw conflict('seckill.slotInUse');
      await tx.delete(seckillSlots).where(eq(seckillSlots.id, id));
      await audit(tx, ctx, { entity: 'seckillSlot', entityId: id, action: 'delete', before });
    }
  });
}
