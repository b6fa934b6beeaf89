import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { i18n } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { NewsletterLinkPage } from '../../views/account/newsletter-link-page.tsx';

const searchSchema = v.object({ token: v.optional(v.pipe(v.unknown(), v.transform(String)), '') });

/** /{lang}/newsletter-confirm/?token=…: the link of the newsletter mails (no login needed). */
export const Route = createFileRoute('/$lang/newsletter-confirm')({
  validateSearch: (search) => v.parse(searchSchema, search),
  head: () => ({
    meta: [{ title: pageTitle(i18n._(msg`Confirm your newsletter subscription`)) }],
  }),
  component: NewsletterLinkRoute,
});

function NewsletterLinkRoute() {
  const { lang } = Route.useRouteContext();
  const { token } = Route.useSearch();
  return <NewsletterLinkPage lang={lang} kind="confirm" secret={token} />;
}
