import { create } from 'zustand';
import { useTabs } from './tabs.ts';

/** Tab paths whose pages hold edits not saved yet. */
interface UnsavedState {
  paths: ReadonlySet<string>;
  mark(path: string, dirty: boolean): void;
}

export const useUnsaved = create<UnsavedState>((set) => ({
  paths: new Set(),
  mark: (path, dirty) =>
    set((state) => {
      if (state.paths.has(path) === dirty) return state;
      const paths = new Set(state.paths);
      if (dirty) paths.add(path);
      else paths.delete(path);
      return { paths };
    }),
}));

// A view kept alive in a hidden tab runs no effects, so its mark goes with its tab instead.
useTabs.subscribe((state, previous) => {
  for (const path of previous.cached) {
    if (!state.cached.includes(path)) useUnsaved.getState().mark(path, false);
  }
});

export function unsavedAmong(paths: readonly string[]): string[] {
  const { paths: dirty } = useUnsaved.getState();
  return paths.filter((path) => dirty.has(path));
}

export const hasUnsaved = (): boolean => useUnsaved.getState().paths.size > 0;
