import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` from the first time `open` is true on, and nothing before: an overlay's
 * code (a lazy component) is loaded when it is first opened, not with the page. Once loaded it
 * stays mounted, so closing it runs its own closing behaviour (focus return).
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
