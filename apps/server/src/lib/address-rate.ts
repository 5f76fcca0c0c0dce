/**
 * A budget of requests per address per window, kept in this process's memory: a brake on one
 * address hammering a public, anonymous read (nothing to lock, so no database row per request).
 * Returns the seconds the address still has to wait, 0 when the request may go ahead.
 */
export function perAddressBudget(max: number, windowMs: number) {
  let windowStart = Date.now();
  let hits = new Map<string, number>();
  return (address: string): number => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      hits = new Map();
    }
    const n = (hits.get(address) ?? 0) + 1;
    hits.set(address, n);
    return n > max ? Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) : 0;
  };
}
