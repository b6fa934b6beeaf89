import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import {
  AccountOverviewDocument,
  SetNewsletterSubscriptionDocument,
} from '../../../graphql/generated/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AccountShell } from './account-ui.tsx';
import { FormStatusLine, useAccountForm } from './form-status.tsx';

/** /{lang}/customer/my-newsletter/: the subscription's state; subscribe (double opt-in) or unsubscribe. */
export function NewsletterPage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const client = useApolloClient();
  const { data } = useQuery(AccountOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const status = data?.customer?.newsletter_status ?? null;
  const save = useAccountForm(async (subscribed: boolean) =>
    client.mutate({
      mutation: SetNewsletterSubscriptionDocument,
      variables: { subscribed },
      refetchQueries: [AccountOverviewDocument],
      awaitRefetchQueries: true,
    }),
  );
  const texts = {
    NOT_ACTIVE: t`You are not subscribed to our newsletter.`,
    UNSUBSCRIBED: t`You are not subscribed to our newsletter.`,
    UNCONFIRMED: t`Please confirm your subscription with the link we emailed you.`,
    SUBSCRIBED: t`You are subscribed to our newsletter.`,
  } as const;
  return (
    <AccountShell lang={lang} title={t`Newsletter`}>
      {status === null ? (
        <Spinner label={t`Loading`} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p role="status" className="text-sm text-ink">
            {texts[status]}
          </p>
          {status === 'SUBSCRIBED' || status === 'UNCONFIRMED' ? (
            <Button variant="secondary" disabled={save.busy} onClick={() => save.submit(false)}>
              {t`Unsubscribe`}
            </Button>
          ) : null}
          {status !== 'SUBSCRIBED' ? (
            <Button disabled={save.busy} onClick={() => save.submit(true)}>
              {status === 'UNCONFIRMED'
                ? t`Send the confirmation email again`
                : t`Subscribe to the newsletter`}
            </Button>
          ) : null}
          <FormStatusLine
            status={save.status}
            error={save.error}
            saved={t`Your newsletter settings were saved.`}
          />
        </div>
      )}
    </AccountShell>
  );
}
