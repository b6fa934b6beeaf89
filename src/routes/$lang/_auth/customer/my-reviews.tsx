import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../../../../views/account/reviews-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-reviews')({ component: AccountRoute });

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <ReviewsPage lang={lang} />;
}
