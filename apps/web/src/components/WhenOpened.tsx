import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its children (a lazily loaded dialog or drawer) from the first time `open` is true on and
 * keeps them afterwards, so the first screen neither loads nor mounts what nobody opened yet, and a
 * closing dialog still plays its animation.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
