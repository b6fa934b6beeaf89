import { describe, expect, it } from 'vitest';
import { translateAttributeLabel } from '../../domain/product-labels.ts';
import {
  categoryFilterValues,
  facetValueTranslator,
  searchAlternateUrl,
} from '../../src/views/catalog/search-alternates.ts';
import { NO_SEARCH_FILTERS, parseSearchPage } from '../../src/views/catalog/search-params.ts';

const zinc = new Map([
  ['Zink', 'Zinc'],
  ['Immunsystem', 'Immune system'],
]);
const deToEn = facetValueTranslator('de', 'en', zinc);

describe('the search page in the other language keeps term, sort, paging and (translated) filters', () => {
  it.each([
    ['', '/en/s/'],
    [
      '?term=Magnesium&sort=price_asc&page=2&itemsPerPage=24',
      '/en/s/?term=Magnesium&page=2&itemsPerPage=24&sort=price_asc',
    ],
    ['?rating=5,4&page=3', '/en/s/?page=3&rating=5%2C4'],
    ['?attributes=Kapseln,Im Angebot,Vegan', '/en/s/?attributes=Capsules%2COn+sale%2CVegan'],
    [
      '?nutrients=Zink&usages=Immunsystem&sort=name_desc',
      '/en/s/?sort=name_desc&nutrients=Zinc&usages=Immune+system',
    ],
    // A value without a translation is left out, and the list starts again at page 1.
    ['?nutrients=Zink,Unbekannt&page=2', '/en/s/?nutrients=Zinc'],
    ['?attributes=Gummibärchen&page=2&sort=name_asc', '/en/s/?sort=name_asc'],
  ])('%s', (query, expected) => {
    const state = parseSearchPage(Object.fromEntries(new URLSearchParams(query)));
    expect(searchAlternateUrl(state, 'en', deToEn)).toBe(expected);
  });

  it('translates attributes both ways and knows nothing else', () => {
    expect(translateAttributeLabel('Tablets', 'en', 'de')).toBe('Tabletten');
    expect(translateAttributeLabel('On sale', 'en', 'de')).toBe('Im Angebot');
    expect(translateAttributeLabel('Flüssigkeit', 'de', 'en')).toBe('Liquid');
    expect(translateAttributeLabel('Zink', 'de', 'en')).toBeNull();
  });

  it('looks up the category facets’ values only', () => {
    expect(
      categoryFilterValues({
        ...NO_SEARCH_FILTERS,
        nutrients: ['Zink'],
        usages: ['Immunsystem', 'Zink'],
        attributes: ['Kapseln'],
        rating: ['5'],
      }),
    ).toEqual(['Zink', 'Immunsystem']);
  });
});
