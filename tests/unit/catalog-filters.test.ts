import {
  activeFilters,
  hasFilters,
  NO_FILTERS,
  parseCategoryFilters,
  parseForms,
  parseOnSale,
  parsePriceRange,
  priceRangeLabel,
  priceRangeValue,
  productFilterFor,
  productSortFor,
  toggleForm,
  withOnSale,
  withPrice,
} from '../../src/views/catalog/catalog-filters.ts';

describe('form filter (inhalt_label)', () => {
  it('reads comma-separated forms in a fixed order, without duplicates or unknown values', () => {
    expect(parseForms('tablets,capsules')).toEqual(['capsules', 'tablets']);
    expect(parseForms(' Drops , drops,,gummies')).toEqual(['drops']);
    expect(parseForms(['powder', 'liquid', 3])).toEqual(['powder', 'liquid']);
    expect(parseForms(undefined)).toEqual([]);
    expect(parseForms(12)).toEqual([]);
  });

  it('toggles a form on and off', () => {
    const one = toggleForm(NO_FILTERS, 'tablets');
    expect(one.inhalt_label).toEqual(['tablets']);
    const two = toggleForm(one, 'capsules');
    expect(two.inhalt_label).toEqual(['capsules', 'tablets']);
    expect(toggleForm(two, 'tablets').inhalt_label).toEqual(['capsules']);
    expect(toggleForm(NO_FILTERS, 'gummies').inhalt_label).toEqual([]);
  });
});

describe('price filter', () => {
  it.each([
    ['10_20', { from: 10, to: 20 }],
    ['0_10', { from: 0, to: 10 }],
    ['50_', { from: 50, to: null }],
    ['_20', { from: null, to: 20 }],
    ['12.5_19.99', { from: 12.5, to: 19.99 }],
  ])('reads %j', (raw, range) => {
    expect(parsePriceRange(raw)).toEqual(range);
    expect(priceRangeValue(range)).toBe(raw);
  });

  it.each(['_', '', '20_10', '10_10', 'abc', '10-20', '10_20_30', '-5_10', '1e3_2e3', 10, null])(
    'refuses %j',
    (raw) => {
      expect(parsePriceRange(raw)).toBeNull();
    },
  );

  it('labels ranges in the shop currency formatting', () => {
    const words = { from: (a: string) => `from ${a}`, upTo: (a: string) => `up to ${a}` };
    expect(priceRangeLabel({ from: 10, to: 20 }, 'EUR', words)).toBe('10 € – 20 €');
    expect(priceRangeLabel({ from: 12.5, to: 20 }, 'EUR', words)).toBe('12,50 € – 20 €');
    expect(priceRangeLabel({ from: 50, to: null }, 'CHF', words)).toBe('from CHF 50');
    expect(priceRangeLabel({ from: null, to: 20 }, 'EUR', words)).toBe('up to 20 €');
  });
});

describe('filters', () => {
  const filters = parseCategoryFilters({ inhalt_label: 'capsules,drops', price: '20_40', on_sale: 1 });

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['yes', false],
    [undefined, false],
  ])('reads on_sale %j as %s', (raw, expected) => {
    expect(parseOnSale(raw)).toBe(expected);
  });

  it('lists each chosen value once, each with the filters without it', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filters)).toBe(true);
    const price = { from: 20, to: 40 };
    expect(activeFilters(filters)).toEqual([
      {
        attribute: 'inhalt_label',
        value: 'capsules',
        without: { inhalt_label: ['drops'], price, on_sale: true },
      },
      {
        attribute: 'inhalt_label',
        value: 'drops',
        without: { inhalt_label: ['capsules'], price, on_sale: true },
      },
      {
        attribute: 'price',
        value: '20_40',
        without: { inhalt_label: ['capsules', 'drops'], price: null, on_sale: true },
      },
      {
        attribute: 'on_sale',
        value: '1',
        without: { inhalt_label: ['capsules', 'drops'], price, on_sale: false },
      },
    ]);
    expect(hasFilters(withOnSale(NO_FILTERS, true))).toBe(true);
    expect(activeFilters(NO_FILTERS)).toEqual([]);
  });

  it('maps to Magento ProductAttributeFilterInput, with the bucket end excluded', () => {
    expect(productFilterFor('vitamine', NO_FILTERS)).toEqual({ category_url_path: { eq: 'vitamine' } });
    expect(productFilterFor('vitamine/vitamin-d', filters)).toEqual({
      category_url_path: { eq: 'vitamine/vitamin-d' },
      inhalt_label: { in: ['capsules', 'drops'] },
      price: { from: '20', to: '39.999' },
      on_sale: { eq: '1' },
    });
    expect(productFilterFor('x', withPrice(NO_FILTERS, { from: 50, to: null }))).toEqual({
      category_url_path: { eq: 'x' },
      price: { from: '50' },
    });
    expect(productFilterFor('x', withPrice(NO_FILTERS, { from: null, to: 10 })).price).toEqual({
      to: '9.999',
    });
  });

  it.each([
    ['position', { position: 'ASC' }],
    ['name_asc', { name: 'ASC' }],
    ['name_desc', { name: 'DESC' }],
    ['price_asc', { price: 'ASC' }],
    ['price_desc', { price: 'DESC' }],
  ] as const)('maps sort %s to Magento ProductAttributeSortInput', (sort, input) => {
    expect(productSortFor(sort)).toEqual(input);
  });
});
