import { useLingui } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';

/** Where the self-hosted captcha challenge comes from (the shop's server). */
export const CAPTCHA_CHALLENGE_URL = '/captcha/challenge';

export interface CaptchaHandle {
  /** Throws the used payload away and solves a fresh challenge (a payload is accepted once). */
  reset: () => void;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/**
 * The altcha proof-of-work widget. Its package is imported when the widget first mounts,
 * so it stays out of the main bundle. `onToken` receives the solved payload (base64), which
 * the forms send as captchaToken, or null when it expired or was reset.
 */
export function Captcha({
  onToken,
  ref,
}: {
  onToken: (token: string | null) => void;
  ref?: React.Ref<CaptchaHandle>;
}) {
  const { i18n } = useLingui();
  const element = useRef<AltchaElement>(null);
  const [ready, setReady] = useState(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  const locale = i18n.locale;
  useEffect(() => {
    let cancelled = false;
    // The widget's own texts ('I'm not a robot') in German too; English is built in.
    const texts = locale === 'de' ? import('altcha/i18n/de') : Promise.resolve();
    // The build without its own <style> element and without inlined workers (the Content Security
    // Policy allows neither); its stylesheet is bundled as a file, and the SHA-256 worker the
    // server's challenges need is a worker file of our own origin, registered with the widget.
    const widget = Promise.all([import('altcha/external'), import('altcha/workers/sha?worker')]).then(
      ([, { default: ShaWorker }]) => {
        globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
      },
    );
    Promise.all([widget, import('altcha/altcha.css'), texts]).then(
      () => !cancelled && setReady(true),
      () => !cancelled && setReady(false),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    const node = element.current;
    if (!ready || !node) return undefined;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onTokenRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    node.addEventListener('statechange', onStateChange);
    return () => node.removeEventListener('statechange', onStateChange);
  }, [ready]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        onTokenRef.current(null);
        element.current?.reset?.();
      },
    }),
    [],
  );

  return (
    <div className="min-h-16">
      {ready ? <altcha-widget ref={element} challenge={CAPTCHA_CHALLENGE_URL} language={locale} /> : null}
    </div>
  );
}
