import { Trans } from '@lingui/react/macro';
import type { CatalogProductCardFragment } from '../../../graphql/generated/operations.ts';

type Stock = Pick<CatalogProductCardFragment, 'stock_status' | 'only_x_left_in_stock'>;

/**
 * Stock as the API reports it: out of stock, 'only X left' when the API sets
 * only_x_left_in_stock, otherwise in stock (shown on the product page only: cards stay quiet).
 */
export function StockBadge({ product, showInStock = false }: { product: Stock; showInStock?: boolean }) {
  const base = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium';
  if (product.stock_status === 'OUT_OF_STOCK') {
    return (
      <span className={`${base} bg-slate-100 text-muted`}>
        <span aria-hidden="true" className="size-1.5 rounded-full bg-slate-400" />
        <Trans>Out of stock</Trans>
      </span>
    );
  }
  const left = product.only_x_left_in_stock;
  if (left != null && left > 0) {
    return (
      <span className={`${base} bg-amber-50 text-amber-800 ring-1 ring-amber-200`}>
        <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
        <Trans>Only {left} left</Trans>
      </span>
    );
  }
  if (!showInStock || product.stock_status !== 'IN_STOCK') return null;
  return (
    <span className={`${base} bg-brand-50 text-brand-800 ring-1 ring-brand-200`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
      <Trans>In stock</Trans>
    </span>
  );
}
