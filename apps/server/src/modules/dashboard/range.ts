/** A statistics range: its bounds and the IANA time zone whose calendar days it is counted in. */
export interface StatsRange {
  start: Date;
  end: Date;
  timeZone: string;
}

/** Every calendar day from start to end (inclusive) in the zone, as YYYY-MM-DD. */
export function daysOf({ start, end, timeZone }: StatsRange): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const days: string[] = [];
  for (let at = start.getTime(); at <= end.getTime(); at += 86_400_000) {
    const day = format.format(new Date(at));
    if (days.at(-1) !== day) days.push(day);
  }
  const last = format.format(end);
  if (days.at(-1) !== last) days.push(last);
  return days;
}
