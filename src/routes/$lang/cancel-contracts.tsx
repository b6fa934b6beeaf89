import { createFileRoute } from '@tanstack/react-router';
import { ContractCancellationPage } from '../../views/contract-cancellation/contract-cancellation-page.tsx';
import { cancelContractsRouteOptions } from './-cancel-contracts-route.ts';

/** /en/cancel-contracts/: the cancellation page (§312k BGB); options shared with the other language's route. */
export const Route = createFileRoute('/$lang/cancel-contracts')({
  ...cancelContractsRouteOptions('cancel-contracts'),
  component: CancelContractsRoute,
});

function CancelContractsRoute() {
  const { lang } = Route.useRouteContext();
  return <ContractCancellationPage lang={lang} />;
}
