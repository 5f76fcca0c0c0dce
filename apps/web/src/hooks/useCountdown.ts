import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
