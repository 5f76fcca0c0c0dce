import { useEffect } from 'react';
import { useUnsaved } from '../state/unsaved.ts';

/**
 * Marks the tab at `path` as holding unsaved edits while `dirty`: closing or refreshing that tab
 * asks first, and so does leaving or reloading the browser page.
 */
export function useUnsavedChanges(path: string, dirty: boolean): void {
  useEffect(() => {
    useUnsaved.getState().mark(path, dirty);
    return () => useUnsaved.getState().mark(path, false);
  }, [path, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
