import { describe, expect, it } from 'vitest';
import { itemCountLabel } from '../../domain/product-labels.ts';
import { FORM_TEXTS } from '../../server/db/seed/catalog-products.ts';

// The search documents' smallInfo and the product contents read '30 Portionen', not '30 Portion'.
describe('a pack count with its item unit', () => {
  it.each([
    [30, 'Portion', 'de', '30 Portionen'],
    [1, 'Portion', 'de', '1 Portion'],
    [60, 'Kapsel', 'de', '60 Kapseln'],
    [1, 'Kapsel', 'de', '1 Kapsel'],
    [90, 'Tablette', 'de', '90 Tabletten'],
    [200, 'Tropfen', 'de', '200 Tropfen'],
    [0, 'Kapsel', 'de', '0 Kapseln'],
    [60, 'Kapseln', 'de', '60 Kapseln'],
    [20, 'Beutel', 'de', '20 Beutel'],
    [30, 'serving', 'en', '30 servings'],
    [1, 'serving', 'en', '1 serving'],
    [30, 'capsule', 'en', '30 capsules'],
    [1, 'capsule', 'en', '1 capsule'],
    [120, 'tablet', 'en', '120 tablets'],
    [200, 'drop', 'en', '200 drops'],
    [30, 'Capsule', 'en', '30 Capsules'],
    [60, 'capsules', 'en', '60 capsules'],
    [10, 'pouch', 'en', '10 pouches'],
    [10, 'gummy', 'en', '10 gummies'],
    [10, 'day', 'en', '10 days'],
    [30, '', 'en', '30'],
  ] as const)('%i × %s (%s): %s', (count, unit, lang, label) => {
    expect(itemCountLabel(count, unit, lang)).toBe(label);
  });

  it.each(['de', 'en'] as const)(
    'every item unit of the seed reads as the plural of its form with 30 (%s)',
    (lang) => {
      for (const { itemUnit, itemsPlural } of Object.values(FORM_TEXTS))
        expect(itemCountLabel(30, itemUnit[lang], lang).toLowerCase()).toBe(
          `30 ${itemsPlural[lang]}`.toLowerCase(),
        );
    },
  );
});
