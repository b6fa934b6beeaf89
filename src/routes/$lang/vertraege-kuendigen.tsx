import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { CANCEL_CONTRACTS_SLUGS, cancelContractsPath } from '../../../domain/contract-cancellation.ts';
import { i18n } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ContractCancellationPage } from '../../views/contract-cancellation/contract-cancellation-page.tsx';

/**
 * /de/vertraege-kuendigen/: the cancellation page (§312k BGB) in its language; the other language's path
 * leads to the page of the URL's language.
 */
export const Route = createFileRoute('/$lang/vertraege-kuendigen')({
  beforeLoad: ({ context }) => {
    if (CANCEL_CONTRACTS_SLUGS[context.lang] !== 'vertraege-kuendigen')
      throw redirect({ to: cancelContractsPath(context.lang) as never });
  },
  loader: () => ({ alternates: { de: cancelContractsPath('de'), en: cancelContractsPath('en') } }),
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Cancel contracts`)) }] }),
  component: CancelContractsRoute,
});

function CancelContractsRoute() {
  const { lang } = Route.useRouteContext();
  return <ContractCancellationPage lang={lang} />;
}
