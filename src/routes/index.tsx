import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_LANG } from '../../domain/store.ts';

/** `/` has no page of its own: German is the default language. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$lang/', params: { lang: DEFAULT_LANG }, replace: true });
  },
});
