import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOverlay, useRestrictedPage, useSession } from '../../lib/app-actor.tsx';
import type { Lang } from '../../../domain/store.ts';
import { onContentSessionChanged } from '../../lib/content-api.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { LockIcon } from '../../ui/icons.tsx';
import { localizedPath } from '../../../domain/paths.ts';

/**
 * A 403 from the content system: the page is for verified professionals only. While it is
 * shown the app is in its restricted state, which opens the login modal (spec 4). When the
 * visitor logs in here, the page is asked for again once the content system knows the session:
 * a verified professional then sees it, without a reload.
 */
export function RestrictedNotice({ lang, path }: { lang: Lang; path: string }) {
  const { t } = useLingui();
  const { enter, leave } = useRestrictedPage();
  const { open } = useOverlay();
  const { loggedIn } = useSession();
  const router = useRouter();

  // Each restricted page reports itself, also when one follows another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: path is the reason to run again.
  useEffect(() => {
    enter();
    return leave;
  }, [enter, leave, path]);

  // Logging in (or out) changes what the content system answers for this page: once the content
  // system knows the new session (its login sync has answered), the page is asked for again, so a
  // verified professional sees it without a reload.
  useEffect(() => onContentSessionChanged(() => void router.invalidate()), [router]);

  return (
    <Container className="py-16 sm:py-24">
      <title>{pageTitle(t`Restricted content`)}</title>
      <div className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-12 text-center shadow-card sm:px-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <LockIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{t`Restricted content`}</h1>
        {loggedIn ? (
          <>
            <p className="mt-3 text-muted">
              <Trans>
                This page is only available to verified healthcare professionals. Your account is not verified
                as a professional yet: please contact us to have it verified.
              </Trans>
            </p>
            <AppLink href={localizedPath(lang, 'contact')} className={buttonClasses('primary', 'mt-8')}>
              <Trans>Contact us</Trans>
            </AppLink>
          </>
        ) : (
          <>
            <p className="mt-3 text-muted">
              <Trans>
                This page is only available to verified healthcare professionals. Please log in to continue.
              </Trans>
            </p>
            <Button className="mt-8" onClick={() => open('loginModal')}>
              <Trans>Log in</Trans>
            </Button>
          </>
        )}
      </div>
    </Container>
  );
}
