import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage } from '../../../../views/account/newsletter-page.tsx';

export const Route = createFileRoute('/$lang/_auth/customer/my-newsletter')({ component: AccountRoute });

function AccountRoute() {
  const { lang } = Route.useRouteContext();
  return <NewsletterPage lang={lang} />;
}
