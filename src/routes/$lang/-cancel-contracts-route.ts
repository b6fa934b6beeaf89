import { msg } from '@lingui/core/macro';
import { redirect } from '@tanstack/react-router';
import { CANCEL_CONTRACTS_SLUGS, cancelContractsPath } from '../../../domain/contract-cancellation.ts';
import type { Lang } from '../../../domain/store.ts';
import { i18n, loadMessageArea } from '../../lib/i18n.ts';
import { pageTitle } from '../../lib/page-title.ts';

/**
 * The cancellation page (§312k BGB) under each language's slug: /de/vertraege-kuendigen/ and
 * /en/cancel-contracts/ (one route file per slug, as file routes need, both built from these
 * options). A slug of the other language leads to the page of the URL's language. The component
 * stays in each route file, so the router still loads it only when the page is opened.
 */
export function cancelContractsRouteOptions(slug: (typeof CANCEL_CONTRACTS_SLUGS)[Lang]) {
  return {
    beforeLoad: async ({ context }: { context: { lang: Lang } }) => {
      if (CANCEL_CONTRACTS_SLUGS[context.lang] !== slug)
        throw redirect({ to: cancelContractsPath(context.lang) as never });
      // The page's texts load with the page.
      await loadMessageArea('cancellation');
    },
    loader: () => ({ alternates: { de: cancelContractsPath('de'), en: cancelContractsPath('en') } }),
    head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Cancel contracts`)) }] }),
  };
}
