import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline`, counted on the server's clock (the page's clock may be off:
 * `serverTime` is the server's "now" when the answer was read), ticking every second. Null without
 * a deadline; never below 0.
 */
export function useTimeLeft(deadline: string | null, serverTime: string): number | null {
  const [skew] = useState(() => new Date(serverTime).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, new Date(deadline).getTime() - (now + skew));
}

/** mm:ss, or h:mm:ss past an hour. */
export function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
