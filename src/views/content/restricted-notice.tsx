import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '../../lib/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { LockIcon } from '../../ui/icons.tsx';

/** A 403 from the content system: the page is for verified professionals only. */
export function RestrictedNotice({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  return (
    <Container className="py-16 sm:py-24">
      <title>{t`Restricted content`}</title>
      <div className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-12 text-center shadow-card sm:px-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <LockIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{t`Restricted content`}</h1>
        <p className="mt-3 text-muted">
          <Trans>
            This page is only available to verified healthcare professionals. Please log in to continue.
          </Trans>
        </p>
        <AppLink href={`/${lang}/?login=1`} className={buttonClasses('primary', 'mt-8')}>
          <Trans>Log in</Trans>
        </AppLink>
      </div>
    </Container>
  );
}
