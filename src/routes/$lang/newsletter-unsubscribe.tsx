import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { i18n } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { NewsletterLinkPage } from '../../views/account/newsletter-link-page.tsx';

const searchSchema = v.object({ code: v.optional(v.pipe(v.unknown(), v.transform(String)), '') });

/** /{lang}/newsletter-unsubscribe/?code=…: the link of the newsletter mails (no login needed). */
export const Route = createFileRoute('/$lang/newsletter-unsubscribe')({
  validateSearch: (search) => v.parse(searchSchema, search),
  head: () => ({
    meta: [{ title: pageTitle(i18n._(msg`Unsubscribe from the newsletter`)) }],
  }),
  component: NewsletterLinkRoute,
});

function NewsletterLinkRoute() {
  const { lang } = Route.useRouteContext();
  const { code } = Route.useSearch();
  return <NewsletterLinkPage lang={lang} kind="unsubscribe" secret={code} />;
}
