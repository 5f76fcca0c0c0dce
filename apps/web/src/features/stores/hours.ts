import dayjs, { type Dayjs } from 'dayjs';

export type HoursRange = [Dayjs, Dayjs];

const HOURS_PATTERN = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

const at = (hour: string, minute: string): Dayjs =>
  dayjs()
    .startOf('day')
    .hour(Math.min(Number(hour), 23))
    .minute(Number(hour) >= 24 ? 59 : Number(minute));

/** "09:00-21:00" to the range picker's value; anything else to null. */
export function parseHours(text: string | null): HoursRange | null {
  const match = text ? HOURS_PATTERN.exec(text) : null;
  if (!match) return null;
  const [, openHour = '', openMinute = '', closeHour = '', closeMinute = ''] = match;
  return [at(openHour, openMinute), at(closeHour, closeMinute)];
}

export function formatHours(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): string | null {
  const [open, close] = range ?? [null, null];
  return open && close ? `${open.format('HH:mm')}-${close.format('HH:mm')}` : null;
}
