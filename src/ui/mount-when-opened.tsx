import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` from the first time `open` is true on, and `placeholder` (nothing by
 * default) before and while they load: an overlay's code (a lazy component) is loaded when it is
 * first opened, not with the page. Once loaded it stays mounted, so closing it runs its own
 * closing behaviour (animation, focus return). The one place this pattern lives: the mobile menu,
 * the filter sheet, the top bar's menus, search and login all use it.
 */
export function MountWhenOpened({
  open,
  placeholder = null,
  children,
}: {
  open: boolean;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
