import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useReturnFocus } from './return-focus.ts';

export interface SidebarSheetProps {
  open: boolean;
  /** Escape, the close button or a click outside: the owner closes its overlay. */
  onClose: () => void;
  /** The dialog's name (its heading). */
  title: string;
  /** Read to screen readers only. */
  description: string;
  /** The scrolling middle: the sheet's list. */
  children: ReactNode;
  /** The fixed bottom: totals and the links on. */
  footer: ReactNode;
}

/**
 * A side sheet of the default layout (the cart and the wishlist sidebars): a modal dialog from
 * the right with a title bar and close button, a scrolling body and a fixed footer. Focus moves
 * into it when it opens and returns to the element that opened it (the header's icon) when it
 * closes, if that element is still there, or else to the control that opened the overlay it
 * replaced (the product page's 'Add to Cart' when the purchase modal led here).
 */
export function SidebarSheet({ open, onClose, title, description, children, footer }: SidebarSheetProps) {
  const { t } = useLingui();
  // The element focused when the sheet opened (or, opened in place of the purchase modal, the
  // control that opened that), captured before the dialog moves focus into itself.
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-sand-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Description className="sr-only">{description}</Dialog.Description>
            <Dialog.Close
              aria-label={t`Close`}
              className="grid size-10 place-items-center rounded-full text-ink hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">{children}</div>
          <div className="flex flex-col gap-3 border-t border-sand-200 px-4 py-4">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
