import { createFileRoute, redirect } from '@tanstack/react-router';

/** /{lang}/checkout2/: the multi-step checkout starts with the user account step. */
export const Route = createFileRoute('/$lang/checkout2/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/checkout2/$step/', params: { lang: params.lang, step: 'user-account' } });
  },
});
