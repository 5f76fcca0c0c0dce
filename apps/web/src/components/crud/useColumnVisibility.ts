import { useState } from 'react';

const STORAGE_PREFIX = 'crudColumns:';

function readHidden(listKey: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + listKey) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export interface ColumnVisibility {
  hidden: string[];
  setHidden(keys: string[]): void;
}

/** Which columns of a list are hidden, kept per list in local storage. */
export function useColumnVisibility(listKey: string): ColumnVisibility {
  const [hidden, setState] = useState(() => readHidden(listKey));
  const setHidden = (keys: string[]) => {
    localStorage.setItem(STORAGE_PREFIX + listKey, JSON.stringify(keys));
    setState(keys);
  };
  return { hidden, setHidden };
}
