import type { Staff } from './marketing-kit.ts';

const HOUR_MS = 3_600_000;
/** The shops' offset from UTC (Asia/Shanghai). */
const SHOP_OFFSET_MS = 8 * HOUR_MS;
/** A session that ends sooner than this is not started: the bench waits for the next hour. */
const MIN_LEFT_MS = 5 * 60_000;

interface Slot {
  id: number;
  startHour: number;
  hours: number;
  activities: number;
}

/** The shop day (YYYY-MM-DD) of an instant. */
const shopDayOf = (at: number) => new Date(at + SHOP_OFFSET_MS).toISOString().slice(0, 10);
const shopHour = (at: number) => new Date(at + SHOP_OFFSET_MS).getUTCHours();
/** The instant the shop's clock next reads `hour`:00 today (24: midnight). */
const shopHourToday = (at: number, hour: number) =>
  Date.parse(`${shopDayOf(at)}T00:00:00Z`) - SHOP_OFFSET_MS + hour * HOUR_MS;

/**
 * A slot of the bench's own covering now, made through the staff API. Slots never cross midnight and
 * never overlap, so it starts at the shop's current hour and runs to the next slot's start (or to
 * midnight); a slot already covering now is deleted first, with the activities in it (the demo's
 * seckill, which has sold nothing in a fresh database). Less than 5 minutes left before the slot
 * would end: the bench waits for the hour to turn.
 */
export async function slotCoveringNow(
  staff: Staff,
): Promise<{ slotId: number; day: string; endsAt: number }> {
  for (;;) {
    const at = Date.now();
    const hour = shopHour(at);
    const { content: slots } = await staff<{ content: Slot[] }>('GET', '/api/seckill/slots?page=0&size=100');
    const covering = slots.filter((s) => s.startHour <= hour && hour < s.startHour + s.hours);
    const end = Math.min(24, ...slots.filter((s) => s.startHour > hour).map((s) => s.startHour));
    const endsAt = shopHourToday(at, end);
    if (endsAt - at < MIN_LEFT_MS) {
      await new Promise((r) => setTimeout(r, endsAt - at + 5_000));
      continue;
    }
    for (const slot of covering) {
      if (slot.activities > 0) {
        const { content } = await staff<{ content: { id: number; slotIds: number[] }[] }>(
          'GET',
          '/api/seckill/activities?page=0&size=100',
        );
        const using = content.filter((a) => a.slotIds.includes(slot.id)).map((a) => a.id);
        await staff('DELETE', '/api/seckill/activities', using);
      }
      await staff('DELETE', '/api/seckill/slots', [slot.id]);
    }
    const made = await staff<{ id: number }>('POST', '/api/seckill/slots', {
      startHour: hour,
      hours: end - hour,
    });
    return { slotId: made.id, day: shopDayOf(at), endsAt };
  }
}
