import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '../../ui/icons.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/**
 * The newsletter modal of the default layout, open while the app's overlay is 'newsletterModal'
 * (offered once to a new visitor, see ./newsletter-offer.ts).
 */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ink">{t`Newsletter`}</Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="-mt-2 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 mb-4 text-sm text-muted">
            {t`You can unsubscribe at any time.`}
          </Dialog.Description>
          <NewsletterForm tone="modal" autoFocus />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
