import { useLocation, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { lazy, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine.ts';
import { useAppSystemActor, useOverlay, useSession } from '../../lib/app-actor.tsx';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { DEFAULT_LANG, isLang } from '../../../domain/store.ts';

// The dialog with its forms, validation and captcha is loaded when it is first opened.
const LoginDialog = lazy(async () => ({ default: (await import('./login-modal.tsx')).LoginDialog }));

/**
 * The login modal of the layout: opened by the app's overlay state or `?login=1` (a referral code
 * from `?ref=` is kept by the `$lang` route's beforeLoad), and closes itself once the customer is logged in or a password
 * reset was requested (the session's success notification then tells what follows).
 */
export function LoginModal() {
  const { overlay, open, close } = useOverlay();
  const session = useSession();
  const params = useParams({ strict: false });
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const router = useRouter();
  const location = useLocation();
  const isOpen = overlay === 'loginModal';

  const loginParam = String(search.login ?? '');
  const redirectParam = typeof search.redirect === 'string' ? search.redirect : '';
  // Where a guarded page sent the shopper from (`?login=1&redirect=/de/customer/`): after login
  // they land there. Only paths of this shop, never another origin.
  const pendingRedirect = useRef<string | null>(null);
  useEffect(() => {
    if (loginParam !== '1' || session.loggedIn) return;
    open('loginModal');
    pendingRedirect.current = /^\/(de|en)\/[^/\\]/.test(redirectParam) ? redirectParam : null;
    // Drop login=1 from the URL so closing the modal does not reopen it.
    const rest = new URLSearchParams(location.searchStr);
    rest.delete('login');
    rest.delete('redirect');
    const query = rest.toString();
    router.history.replace(
      `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`,
    );
  }, [
    loginParam,
    redirectParam,
    session.loggedIn,
    open,
    router,
    location.pathname,
    location.searchStr,
    location.hash,
  ]);

  useEffect(() => {
    if (isOpen && session.loggedIn) close();
  }, [isOpen, session.loggedIn, close]);

  const sessionActor = useAppSystemActor<ActorRefFrom<typeof sessionMachine>>('session');
  useEffect(() => {
    if (!isOpen || !sessionActor) return undefined;
    const subscription = sessionActor.on('session.passwordResetRequested', () => close());
    return () => subscription.unsubscribe();
  }, [isOpen, sessionActor, close]);

  useEffect(() => {
    if (!session.loggedIn || !pendingRedirect.current) return;
    const target = pendingRedirect.current;
    pendingRedirect.current = null;
    router.history.push(target);
  }, [session.loggedIn, router]);

  return (
    <MountWhenOpened open={isOpen}>
      <LoginDialog
        open={isOpen}
        onOpenChange={(next) => (next ? open('loginModal') : close())}
        lang={lang}
        busy={session.busy}
        onLogin={(values) => session.send({ type: 'session.login', ...values })}
        onRequestPasswordReset={(values) => session.send({ type: 'session.requestPasswordReset', ...values })}
        onNavigate={close}
      />
    </MountWhenOpened>
  );
}
