const FIRST_RETRY_MS = 1000;
/** @internal */
export const LONGEST_RETRY_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  const step = Math.max(0, Math.floor(attempt));
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(step, 15));
}
