import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../lib/page-title.ts';
import { SavingsPlanDetailPage } from '../../../../../views/account/savings-plan-detail-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-savings-plans/$uid')({
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Savings plan`)) }] }),
  component: SavingsPlanRoute,
});

/** {uid} is the plan's opaque uid; the server answers only the customer's own plans. */
function SavingsPlanRoute() {
  const { lang } = Route.useRouteContext();
  const { uid } = Route.useParams();
  // A new plan gets a fresh machine (the key), not the previous plan's state.
  return <SavingsPlanDetailPage key={uid} lang={lang} uid={uid} />;
}
