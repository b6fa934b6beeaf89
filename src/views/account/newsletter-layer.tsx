import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppActor, useMobileMenu, useOverlay, useSession } from '../../lib/app-actor.tsx';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { NewsletterModal } from './newsletter-modal.tsx';
import { useNewsletterOffer } from './newsletter-offer.ts';

/** Where the footer keeps the place of its newsletter form (see SiteFooter). */
export const FOOTER_NEWSLETTER_ID = 'footer-newsletter-form';

/**
 * The default layout's newsletter sign-up, loaded after the visitor's first interaction: the
 * footer's form (rendered into the place the footer keeps for it) and the newsletter modal,
 * offered once to a new visitor (./newsletter-offer.ts).
 */
export default function NewsletterLayer() {
  const { overlay, close } = useOverlay();
  const app = useAppActor();
  const offerNewsletter = useCallback(() => app.send({ type: 'ui.newsletterModal.offer' }), [app]);
  const menu = useMobileMenu();
  const { loggedIn } = useSession();
  const open = overlay === 'newsletterModal';
  // Guests only; the app machine opens it only when no sidebar, modal or mobile menu is open.
  useNewsletterOffer({
    enabled: !loggedIn,
    idle: overlay === null && !menu.isOpen,
    shown: open,
    offer: offerNewsletter,
  });
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  useEffect(() => setFooter(document.getElementById(FOOTER_NEWSLETTER_ID)), []);
  return (
    <>
      {footer ? createPortal(<NewsletterForm tone="footer" />, footer) : null}
      <MountWhenOpened open={open}>
        <NewsletterModal open={open} onClose={close} />
      </MountWhenOpened>
    </>
  );
}
