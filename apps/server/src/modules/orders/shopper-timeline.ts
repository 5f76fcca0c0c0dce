import { type Lang, t } from '../../i18n/messages.ts';

interface TimelineLine {
  actorKind: 'staff' | 'shopper' | 'system';
  actorId: number | null;
  actorName: string;
  params: Record<string, string | number | null>;
}

/** Params that name a staff member (the pickup clerk): the desk's timeline shows them, a shopper's never. */
const STAFF_PARAMS = new Set(['clerk']);

/**
 * A timeline as its shopper reads it (orders and after-sales): staff act as "the merchant", with no
 * login name, user id or staff name in the params; the desk's own reads keep who did it.
 */
export function timelineForShopper<E extends TimelineLine>(lang: Lang, events: E[]): E[] {
  return events.map((e) => {
    const params = Object.fromEntries(Object.entries(e.params).filter(([key]) => !STAFF_PARAMS.has(key)));
    if (e.actorKind !== 'staff') return { ...e, params };
    return { ...e, actorId: null, actorName: t(lang, 'actor.merchant'), params };
  });
}
