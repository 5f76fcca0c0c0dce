import { DEBOUNCE_MS } from '@hh/shared';
import { useEffect, useState } from 'react';

/** The value once it has stopped changing for the debounce delay. */
export function useDebounced<T>(value: T, delay: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
