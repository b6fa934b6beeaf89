import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsletterLinkPage } from '../../views/account/newsletter-link-page.tsx';

const searchSchema = v.object({ code: v.optional(v.pipe(v.unknown(), v.transform(String)), '') });

/** /{lang}/newsletter-unsubscribe/?code=…: the link of the newsletter mails (no login needed). */
export const Route = createFileRoute('/$lang/newsletter-unsubscribe')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: NewsletterLinkRoute,
});

function NewsletterLinkRoute() {
  const { lang } = Route.useRouteContext();
  const { code } = Route.useSearch();
  return <NewsletterLinkPage lang={lang} kind="unsubscribe" secret={code} />;
}
