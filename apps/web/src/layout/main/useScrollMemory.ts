import { useEffect, useLayoutEffect, useRef } from 'react';

export function useScrollMemory(current: string, restore: boolean): void {
  const positions = useRef(new Map<string, number>());
  const currentRef = useRef(current);

  useEffect(() => {
    const onScroll = () => positions.current.set(currentRef.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    currentRef.current = current;
    const saved = restore ? positions.current.get(current) : undefined;
    window.scrollTo(0, saved ?? 0);
    if (saved === undefined) positions.current.delete(current);
  }, [current, restore]);
}
