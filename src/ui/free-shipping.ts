import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../domain/free-shipping.ts';
import { shopOfStoreCode } from '../../domain/store.ts';
import { formatMoney } from '../lib/money.ts';

/** The content item that announces free shipping (ticker entry id, USP icon). */
export const FREE_SHIPPING_TICKER_ID = 'free-shipping';
export const FREE_SHIPPING_USP_ICON = 'truck';

/**
 * The free-shipping promise of the shop the visitor is in, from its own rule (domain/free-shipping.ts):
 * the EU shop ships free in Germany from 49 €, the Swiss shop in Switzerland from 79 CHF. The
 * content system's texts are per language only, so the shop's figure replaces theirs.
 */
export function useFreeShippingTexts(): { ticker: string; usp: string } {
  const { t } = useLingui();
  const context = useRouteContext({ strict: false }) as { storeCode?: string };
  const shop = shopOfStoreCode(context.storeCode);
  const amount = formatMoney({
    value: FREE_SHIPPING_THRESHOLD_CENTS[shop] / 100,
    currency: shop === 'ch' ? 'CHF' : 'EUR',
  });
  return shop === 'ch'
    ? { ticker: t`Free shipping in Switzerland from ${amount}`, usp: t`in Switzerland from ${amount}` }
    : { ticker: t`Free shipping in Germany from ${amount}`, usp: t`in Germany from ${amount}` };
}
