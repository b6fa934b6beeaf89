import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ApiErrorCode } from '../../../domain/errors.ts';
import type { Lang } from '../../../domain/store.ts';
import { errorMessage } from '../../../machines/error-messages.ts';
import { toBackendError } from '../../lib/commerce-actors.ts';
import { inspectOptions } from '../../lib/inspector.ts';
import { useSession } from '../../lib/app-actor.tsx';
import { Container } from '../../ui/container.tsx';
import { accountFormFlow } from '../../lib/actors/account-form.ts';

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

// The refusals the account forms meet, by the code the server sends (extensions.code), in the
// customer's words; the shop's other codes keep their own texts (machines/error-messages.ts).
const ACCOUNT_ERRORS: Partial<Record<ApiErrorCode, MessageDescriptor>> = {
  PASSWORD_INCORRECT: msg`The password is not correct.`,
  EMAIL_TAKEN: msg`A customer with the same email address already exists in an associated website.`,
  PASSWORD_UNCHANGED: msg`The new password must be different from the current password.`,
  NEWSLETTER_ALREADY_SUBSCRIBED: msg`This email address is already subscribed.`,
  NEWSLETTER_CONFIRMATION_INVALID: msg`This confirmation link is invalid or was already used.`,
  NEWSLETTER_UNSUBSCRIBE_INVALID: msg`This unsubscribe link is invalid.`,
  ADDRESS_IS_DEFAULT: msg`A default address cannot be deleted. Make another address the default first.`,
};

/**
 * What a failed save says to the customer: the refusal's code in their language, else a general
 * text; never the backend's words.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const { code } = toBackendError(error);
  const known = code ? ACCOUNT_ERRORS[code as ApiErrorCode] : undefined;
  return i18n._(known ?? errorMessage({ code }, msg`That did not work. Please try again.`));
}

export type FormStatus = 'editing' | 'saving' | 'saved' | 'failed';

/** A form of the account area driven by the account form machine; `save` is the form's mutation. */
export function useAccountForm<V>(save: (values: V) => Promise<unknown>) {
  const actor = useActorRef(accountFormFlow(save), inspectOptions());
  const status = useSelector(actor, (s) => s.value as FormStatus);
  const error = useSelector(actor, (s) => s.context.error);
  return {
    status,
    error,
    busy: status === 'saving',
    submit: (values: V) => actor.send({ type: 'form.submit', values }),
    edit: () => actor.send({ type: 'form.edit' }),
  };
}

/** The line under a form: saving, saved or what went wrong. */
export function FormStatusLine({
  status,
  error,
  saved,
}: {
  status: FormStatus;
  error: unknown;
  saved: string;
}) {
  const { i18n } = useLingui();
  if (status === 'saved')
    return (
      <p role="status" className="text-sm text-brand-800">
        {saved}
      </p>
    );
  if (status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(i18n, error)}
      </p>
    );
  return null;
}
