import { create } from 'zustand';

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

export function unsavedAmong(paths: readonly string[]): string[] {
  const { paths: dirty } = useUnsaved.getState();
  return paths.filter((path) => dirty.has(path));
}
