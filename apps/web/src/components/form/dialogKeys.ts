import { type KeyboardEvent, useEffect, useRef } from 'react';

const FIELDS =
  'input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])';

/** Inputs whose Enter means something of their own: a select or tags input adds or picks, a picker confirms. */
const OWNS_ENTER = '.ant-select, .ant-picker, .ant-cascader, .ant-mentions, [aria-expanded="true"]';

function focusFirst(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>(FIELDS)?.focus();
}

/**
 * Enter in a one-line field submits the dialog, as a person expects; not in a text area, not while an
 * input method is composing (pinyin), not in a select, tags input or date picker (Enter is theirs).
 */
function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT' || target.closest(OWNS_ENTER)) return;
    event.preventDefault();
    submit();
  };
}

/**
 * The keyboard of a form dialog: when it opens, the focus goes to its first field; Enter submits.
 * Spread `body` on an element around the dialog's form; give the Modal `afterOpenChange`.
 */
export function useDialogKeys(open: boolean, submit: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) focusFirst(ref.current);
  }, [open]);
  return {
    body: { ref, onKeyDown: submitOnEnter(submit) },
    /**
     * For the Modal: the dialog takes the focus itself while it opens, so it is given back once open,
     * unless the person has already moved into a field (a select opened during the animation stays open).
     */
    afterOpenChange: (opened: boolean) => {
      if (opened && !ref.current?.contains(document.activeElement)) focusFirst(ref.current);
    },
  };
}
