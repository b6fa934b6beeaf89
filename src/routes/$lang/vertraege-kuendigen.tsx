import { createFileRoute } from '@tanstack/react-router';
import { ContractCancellationPage } from '../../views/contract-cancellation/contract-cancellation-page.tsx';
import { cancelContractsRouteOptions } from './-cancel-contracts-route.ts';

/** /de/vertraege-kuendigen/: the cancellation page (§312k BGB); options shared with the other language's route. */
export const Route = createFileRoute('/$lang/vertraege-kuendigen')({
  ...cancelContractsRouteOptions('vertraege-kuendigen'),
  component: CancelContractsRoute,
});

function CancelContractsRoute() {
  const { lang } = Route.useRouteContext();
  return <ContractCancellationPage lang={lang} />;
}
