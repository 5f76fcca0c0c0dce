/**
 * Of activities read with their windows (those not yet over, newest first), the first `max` running
 * at `at`, and the next moment that changes which run: an upcoming one's start or a shown one's end
 * (null: none), so a page showing them is kept no longer than that.
 */
export function runningInWindow<Row extends { startAt: Date; endAt: Date }>(
  rows: readonly Row[],
  at: Date,
  max: number,
): { running: Omit<Row, 'startAt' | 'endAt'>[]; until: Date | null } {
  const running = rows.filter((r) => r.startAt <= at).slice(0, max);
  const moments = [
    ...rows.filter((r) => r.startAt > at).map((r) => r.startAt.getTime()),
    ...running.map((r) => r.endAt.getTime()),
  ];
  return {
    running: running.map(({ startAt: _s, endAt: _e, ...r }) => r),
    until: moments.length ? new Date(Math.min(...moments)) : null,
  };
}
