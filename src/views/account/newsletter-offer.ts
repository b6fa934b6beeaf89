import { useEffect, useState } from 'react';
import { CONSENT_CHANGE_EVENT, readConsent } from '../../lib/analytics.ts';

/** Remembers that the newsletter modal was shown (localStorage), so it shows only once. */
export const NEWSLETTER_OFFER_KEY = 'newsletter-modal';
/** How long after the consent choice the modal is offered (not while the visitor is answering it). */
export const NEWSLETTER_OFFER_DELAY_MS = 10_000;

function remembered(): boolean {
  try {
    return localStorage.getItem(NEWSLETTER_OFFER_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * Offers the newsletter modal once to a new visitor: a guest who has answered the consent banner,
 * `NEWSLETTER_OFFER_DELAY_MS` after that answer (or after the page loads, when it was given on an
 * earlier visit). `offer` asks the app machine, which opens it only when nothing else is open
 * (`idle`); while something is, the offer waits. Once shown, it is remembered.
 */
export function useNewsletterOffer({
  enabled,
  idle,
  shown,
  offer,
}: {
  enabled: boolean;
  idle: boolean;
  shown: boolean;
  offer: () => void;
}) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!enabled || remembered()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (readConsent() !== null) timer = setTimeout(() => setDue(true), NEWSLETTER_OFFER_DELAY_MS);
    };
    arm();
    window.addEventListener(CONSENT_CHANGE_EVENT, arm);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CONSENT_CHANGE_EVENT, arm);
    };
  }, [enabled]);
  useEffect(() => {
    if (shown) {
      try {
        localStorage.setItem(NEWSLETTER_OFFER_KEY, 'shown');
      } catch {}
      setDue(false);
    } else if (due && idle && enabled) offer();
  }, [due, idle, enabled, shown, offer]);
}
