import { useLingui } from '@lingui/react/macro';
import { langOfLocale } from '../../domain/dates.ts';
import { formatPercent, type QuantityDiscountNotice } from '../../domain/volume-discounts.ts';

/**
 * The quantity-discount notice (spec 5: only when a tier above 0 % applies): 'Quantity discount
 * of 5% applied. From 6 items you save 10%.' The cart's lines and the purchase modal show it.
 */
export function QuantityDiscountNoticeText({ notice }: { notice: QuantityDiscountNotice }) {
  const { t, i18n } = useLingui();
  const lang = langOfLocale(i18n.locale);
  const percent = formatPercent(notice.percent, lang);
  const next = notice.nextTier;
  const nextQty = next?.qty ?? 0;
  const nextPercent = next ? formatPercent(next.percent, lang) : '';
  return (
    <>
      {t`Quantity discount of ${percent} applied.`}
      {next ? ` ${t`From ${nextQty} items you save ${nextPercent}.`}` : null}
    </>
  );
}
