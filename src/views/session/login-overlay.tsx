import { useParams } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine.ts';
import { useAppSystemActor, useOverlay, useSession } from '../../lib/app-actor.tsx';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { DEFAULT_LANG, isLang } from '../../../domain/store.ts';

// The dialog with its forms, validation and captcha is loaded when it is first opened.
const LoginDialog = lazy(async () => ({ default: (await import('./login-modal.tsx')).LoginDialog }));

/**
 * The login modal of the layout: shown while the app's overlay state is 'loginModal'. The app
 * machine opens it (the header's button, `?login=1` through the `$lang` route, a restricted page)
 * and closes it once the customer is logged in; it also closes once a password reset was
 * requested (the session's success notification then tells what follows).
 */
export function LoginModal() {
  const { overlay, open, close } = useOverlay();
  const session = useSession();
  const params = useParams({ strict: false });
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  const isOpen = overlay === 'loginModal';

  const sessionActor = useAppSystemActor<ActorRefFrom<typeof sessionMachine>>('session');
  useEffect(() => {
    if (!isOpen || !sessionActor) return undefined;
    const subscription = sessionActor.on('session.passwordResetRequested', () => close());
    return () => subscription.unsubscribe();
  }, [isOpen, sessionActor, close]);

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
