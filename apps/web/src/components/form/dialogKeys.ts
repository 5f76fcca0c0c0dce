import { type KeyboardEvent, useEffect, useRef } from 'react';

const FIELDS =
  'input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])';

/**
 * Enter in a one-line field submits the dialog, as a person expects; not in a text area, not while an
 * input method is composing (pinyin), not while a select's list is open (Enter picks there).
 */
function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT' || target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    submit();
  };
}

/**
 * The keyboard of a form dialog: when it opens, the focus goes to its first field; Enter submits.
 * Put `ref` and `onKeyDown` on an element around the dialog's form.
 */
export function useDialogKeys(open: boolean, submit: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [open]);
  return { ref, onKeyDown: submitOnEnter(submit) };
}
