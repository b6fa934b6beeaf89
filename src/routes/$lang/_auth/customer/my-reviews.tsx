import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../lib/i18n.ts';
import { pageTitle } from '../../../../lib/page-title.ts';
import { ReviewsPage } from '../../../../views/account/reviews-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-reviews')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`My reviews`)) }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <ReviewsPage lang={lang} />;
}
