import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../domain/store.ts';
import {
  ConfirmNewsletterSubscriptionDocument,
  UnsubscribeEmailFromNewsletterDocument,
} from '../../../graphql/generated/operations.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { FormStatusLine, useAccountForm } from './form-status.tsx';

/**
 * The pages of the newsletter mails' links, without login: /{lang}/newsletter-confirm/?token=…
 * confirms the subscription, /{lang}/newsletter-unsubscribe/?code=… ends it. Both act on a button
 * press, so a mail scanner opening the link changes nothing.
 */
export function NewsletterLinkPage({
  lang,
  kind,
  secret,
}: {
  lang: Lang;
  kind: 'confirm' | 'unsubscribe';
  secret: string;
}) {
  const { t } = useLingui();
  const client = useApolloClient();
  const action = useAccountForm(async (value: string) =>
    kind === 'confirm'
      ? client.mutate({ mutation: ConfirmNewsletterSubscriptionDocument, variables: { token: value } })
      : client.mutate({ mutation: UnsubscribeEmailFromNewsletterDocument, variables: { code: value } }),
  );
  return (
    <Container className="py-10">
      <h1 className="font-display text-2xl font-semibold text-ink">
        {kind === 'confirm' ? t`Confirm your newsletter subscription` : t`Unsubscribe from the newsletter`}
      </h1>
      <div className="mt-6 flex flex-col items-start gap-4">
        {action.status === 'saved' ? (
          <>
            <p role="status" className="text-sm text-ink">
              {kind === 'confirm'
                ? t`Thank you! You are now subscribed to our newsletter.`
                : t`You will receive no more newsletters.`}
            </p>
            <AppLink href={`/${lang}/`} className={buttonClasses('secondary')}>
              {t`Back to the shop`}
            </AppLink>
          </>
        ) : (
          <Button disabled={action.busy || !secret} onClick={() => action.submit(secret)}>
            {kind === 'confirm' ? t`Confirm subscription` : t`Unsubscribe`}
          </Button>
        )}
        {action.status === 'failed' ? (
          <FormStatusLine status={action.status} error={action.error} saved="" />
        ) : null}
      </div>
    </Container>
  );
}
