import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../lib/i18n.ts';
import { pageTitle } from '../../../../lib/page-title.ts';
import { NewsletterPage } from '../../../../views/account/newsletter-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-newsletter')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Newsletter`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <NewsletterPage lang={lang} />;
}
