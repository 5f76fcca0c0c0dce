/**
 * Seckill time: slots are hours of the shop's day (Asia/Shanghai, +08:00 all year, no daylight
 * saving), activities run on shop days; a session is one slot on one day. Plain functions without zod,
 * so the storefront page may import them (`@hh/shared/seckill-time`).
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The shops' offset from UTC in hours (COUPON_TIME_ZONE, Asia/Shanghai). */
const SHOP_OFFSET_HOURS = 8;

/** A slot: the hour it starts and how many hours it lasts (never past midnight). */
export interface SlotHours {
  startHour: number;
  hours: number;
}

/** A slot fits one day: it starts on an hour of the day and ends by midnight. */
export function slotFits(slot: SlotHours): boolean {
  return (
    Number.isInteger(slot.startHour) &&
    Number.isInteger(slot.hours) &&
    slot.startHour >= 0 &&
    slot.startHour <= 23 &&
    slot.hours >= 1 &&
    slot.startHour + slot.hours <= 24
  );
}

/** Two slots share an hour (touching ends, 10–12 and 12–15, do not overlap). */
export function slotsOverlap(a: SlotHours, b: SlotHours): boolean {
  return a.startHour < b.startHour + b.hours && b.startHour < a.startHour + a.hours;
}

/** "10:00–12:00". */
export function slotLabel(slot: SlotHours): string {
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return `${hh(slot.startHour)}–${hh(slot.startHour + slot.hours)}`;
}

/** The shop day (YYYY-MM-DD) of an instant. */
export function shopDayOf(at: Date | number): string {
  return new Date(Number(at) + SHOP_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** The shop day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant (ms) the shop day `day` reaches `hour` (24: the next midnight). */
function shopHourAt(day: string, hour: number): number {
  return Date.parse(`${day}T00:00:00Z`) + (hour - SHOP_OFFSET_HOURS) * HOUR_MS;
}

export type SessionState = 'ongoing' | 'upcoming' | 'ended';

/** One slot on one shop day. */
export interface Session {
  day: string;
  startHour: number;
  hours: number;
  startsAt: number;
  endsAt: number;
}

export function sessionOn(day: string, slot: SlotHours): Session {
  return {
    day,
    startHour: slot.startHour,
    hours: slot.hours,
    startsAt: shopHourAt(day, slot.startHour),
    endsAt: shopHourAt(day, slot.startHour + slot.hours),
  };
}

export function sessionState(session: Pick<Session, 'startsAt' | 'endsAt'>, now: number): SessionState {
  if (now < session.startsAt) return 'upcoming';
  return now < session.endsAt ? 'ongoing' : 'ended';
}

/**
 * The sessions of an activity (its slots on each of its days, `startDate`–`endDate` inclusive) that
 * have not ended at `now`, soonest first, at most `max`.
 */
export function upcomingSessions(
  slots: readonly SlotHours[],
  startDate: string,
  endDate: string,
  now: number,
  max: number,
): Session[] {
  const ordered = [...slots].sort((a, b) => a.startHour - b.startHour);
  const out: Session[] = [];
  const today = shopDayOf(now);
  let day = startDate > today ? startDate : today;
  while (day <= endDate && out.length < max) {
    for (const slot of ordered) {
      const session = sessionOn(day, slot);
      if (session.endsAt > now && out.length < max) out.push(session);
    }
    day = addDays(day, 1);
  }
  return out;
}

/** The session of one of `slots` running at `now` on a day of the activity, if any. */
export function activeSession(
  slots: readonly SlotHours[],
  startDate: string,
  endDate: string,
  now: number,
): Session | undefined {
  const day = shopDayOf(now);
  if (day < startDate || day > endDate) return undefined;
  return slots.map((slot) => sessionOn(day, slot)).find((s) => sessionState(s, now) === 'ongoing');
}
