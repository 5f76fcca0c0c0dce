import { useState } from 'react';

const STORAGE_PREFIX = 'crudColumns:';

function readHidden(listKey: string, byDefault: string[]): string[] {
  try {
    const stored = localStorage.getItem(STORAGE_PREFIX + listKey);
    if (stored === null) return byDefault;
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : byDefault;
  } catch {
    return byDefault;
  }
}

export interface ColumnVisibility {
  hidden: string[];
  setHidden(keys: string[]): void;
}

/** Which columns of a list are hidden, kept per list in local storage; `byDefault` until the person chooses. */
export function useColumnVisibility(listKey: string, byDefault: string[] = []): ColumnVisibility {
  const [hidden, setState] = useState(() => readHidden(listKey, byDefault));
  const setHidden = (keys: string[]) => {
    localStorage.setItem(STORAGE_PREFIX + listKey, JSON.stringify(keys));
    setState(keys);
  };
  return { hidden, setHidden };
}
