import dayjs, { type Dayjs } from 'dayjs';

export type RangePreset = 'today' | 'week' | 'month';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'week', 'month'];
const PRESET_DAYS: Record<RangePreset, number> = { today: 1, week: 7, month: 30 };

/** The whole days of a preset ending today, from the first day's start to today's end. */
export function presetRange(preset: RangePreset, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.subtract(PRESET_DAYS[preset] - 1, 'day').startOf('day'), now.endOf('day')];
}

/** The request's bounds for whole days (the server counts days in the browser's time zone). */
export function rangeParams([start, end]: [Dayjs, Dayjs]) {
  return { startTime: start.startOf('day').toISOString(), endTime: end.endOf('day').toISOString() };
}

/** The running total of daily counts. */
export function runningTotal(counts: readonly number[]): number[] {
  let sum = 0;
  return counts.map((count) => {
    sum += count;
    return sum;
  });
}
