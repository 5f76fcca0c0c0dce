import { useEffect } from 'react';
import { useTabs } from '../state/tabs.ts';
import { hasUnsaved, useUnsaved } from '../state/unsaved.ts';

/**
 * Marks the tab at `path` as holding unsaved edits while `dirty`: closing or refreshing that tab
 * asks first, and so does leaving or reloading the browser page (see `useWarnBeforeUnload`).
 * A kept-alive view keeps its mark while its tab is hidden; the mark goes when the tab closes.
 */
export function useUnsavedChanges(path: string, dirty: boolean): void {
  useEffect(() => {
    useUnsaved.getState().mark(path, dirty);
    return () => {
      if (!useTabs.getState().cached.includes(path)) useUnsaved.getState().mark(path, false);
    };
  }, [path, dirty]);
}

/** While any tab, shown or hidden, holds unsaved edits, the browser asks before the page unloads. */
export function useWarnBeforeUnload(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
