import { useEffect, useRef } from 'react';

interface BuilderKeys {
  undo(): void;
  redo(): void;
  /** Alt+↑ / Alt+↓ on the selected component. */
  move(step: -1 | 1): void;
  remove(): void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The builder's shortcuts: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z (or Ctrl+Y) redo, Alt+↑/↓ move the
 * selected component, Delete remove it. Inside a text field the field keeps its own keys.
 */
export function useBuilderKeys(keys: BuilderKeys, enabled: boolean): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || document.querySelector('.ant-modal-wrap:not([style*="display: none"])'))
        return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let handled = true;
      if (mod && key === 'z') (event.shiftKey ? latest.current.redo : latest.current.undo)();
      else if (mod && key === 'y') latest.current.redo();
      else if (event.altKey && event.key === 'ArrowUp') latest.current.move(-1);
      else if (event.altKey && event.key === 'ArrowDown') latest.current.move(1);
      else if (event.key === 'Delete') latest.current.remove();
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
