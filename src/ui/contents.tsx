import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { langOfLocale } from '../../domain/dates.ts';
import { itemCountLabel } from '../../domain/product-labels.ts';
import type { CatalogProductCardFragment } from '../../graphql/generated/operations.ts';

type Contents = Pick<
  CatalogProductCardFragment,
  'inhalt' | 'inhalt_label' | 'unit_type' | 'unit_value' | 'item_unit'
>;

/** Net contents as the API states them, e.g. '36 g', '50 ml' (null for plain item counts). */
export function useNetContents(product: Pick<Contents, 'unit_type' | 'unit_value'>): string | null {
  const { i18n } = useLingui();
  if (product.unit_value == null || !product.unit_type || product.unit_type === 'units') return null;
  return `${i18n.number(product.unit_value)} ${product.unit_type}`;
}

/** What the pack holds, translated: '60 capsules' / '60 Kapseln', '300 g powder' / '300 g Pulver'. */
export function ContentsText({ product }: { product: Contents }) {
  const { i18n } = useLingui();
  const net = useNetContents(product);
  const count = product.inhalt;
  switch (product.inhalt_label) {
    case 'capsules':
      if (count != null) return <Plural value={count} one="# capsule" other="# capsules" />;
      break;
    case 'tablets':
      if (count != null) return <Plural value={count} one="# tablet" other="# tablets" />;
      break;
    case 'drops':
      if (net) return <Trans>{net} drops</Trans>;
      break;
    case 'powder':
      if (net) return <Trans>{net} powder</Trans>;
      break;
    case 'liquid':
      if (net) return <Trans>{net} liquid</Trans>;
      break;
  }
  if (count != null && product.item_unit)
    return itemCountLabel(count, product.item_unit, langOfLocale(i18n.locale));
  return net;
}

/** '1 month supply' / 'Vorrat für 1 Monat' (pack_months from the API). */
export function PackMonthsText({ months }: { months: number | null | undefined }) {
  if (!months) return null;
  return <Plural value={months} one="Supply for # month" other="Supply for # months" />;
}
