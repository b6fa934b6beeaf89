import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../../views/account/profile-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-profile')({ component: AccountRoute });

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <ProfilePage lang={lang} />;
}
