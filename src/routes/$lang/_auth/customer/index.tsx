import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '../../../../views/account/overview-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/')({ component: AccountRoute });

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <AccountOverviewPage lang={lang} />;
}
