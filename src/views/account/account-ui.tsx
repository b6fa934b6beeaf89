import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Lang } from '../../../domain/store.ts';
import { useSession } from '../../lib/app-actor.tsx';
import { Container } from '../../ui/container.tsx';

/** The pages of the account area, in navigation order. */
export function accountPages(t: (m: ReturnType<typeof msg>) => string) {
  return [
    { to: '/$lang/customer/', label: t(msg`My Account`) },
    { to: '/$lang/customer/my-profile/', label: t(msg`My profile`) },
    { to: '/$lang/customer/addresses-details/', label: t(msg`Addresses`) },
    { to: '/$lang/customer/order-history/', label: t(msg`Order history`) },
    { to: '/$lang/customer/my-savings-plans/', label: t(msg`My savings plans`) },
    { to: '/$lang/customer/my-wishlist/', label: t(msg`Wishlist`) },
    { to: '/$lang/customer/my-reviews/', label: t(msg`My reviews`) },
    { to: '/$lang/customer/my-newsletter/', label: t(msg`Newsletter`) },
  ] as const;
}

/** The frame of every account page: the navigation to every page and logout, then the page. */
export function AccountShell({ lang, title, children }: { lang: Lang; title: string; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const session = useSession();
  return (
    <Container className="py-8">
      <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t`Account`} className="md:border-r md:border-sand-200 md:pr-6">
          <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
            {accountPages((m) => i18n._(m)).map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  params={{ lang }}
                  // The overview is the parent of every page: only the page shown is current.
                  activeOptions={{ exact: true }}
                  className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                >
                  {page.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => session.send({ type: 'session.logout' })}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t`Logout`}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="account-title" className="min-w-0">
          <h1 id="account-title" className="font-display text-2xl font-semibold text-ink">
            {title}
          </h1>
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </Container>
  );
}
