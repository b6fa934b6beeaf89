import { describe, expect, it } from 'vitest';
import { keepListQuery } from '../../src/views/layout/alternate-urls.ts';

const urls = { de: '/de/c/mineralstoffe/', en: '/en/c/minerals/' };

describe('keepListQuery: switching the language keeps a list’s sort, page and filters', () => {
  it.each([
    [
      '/$lang/c/$',
      '?inhalt_label=tablets&sort=price_asc&page=2',
      {
        de: '/de/c/mineralstoffe/?inhalt_label=tablets&sort=price_asc&page=2',
        en: '/en/c/minerals/?inhalt_label=tablets&sort=price_asc&page=2',
      },
    ],
    [
      '/$lang/s',
      'term=Magnesium&sort=name_asc',
      {
        de: '/de/c/mineralstoffe/?term=Magnesium&sort=name_asc',
        en: '/en/c/minerals/?term=Magnesium&sort=name_asc',
      },
    ],
    ['/$lang/c/$', '', urls],
    ['/$lang/$', '?utm_source=mail', urls],
    [undefined, '?page=2', urls],
  ])('%s %s', (routeId, search, expected) => {
    expect(keepListQuery(urls, routeId, search)).toEqual(expected);
  });

  it('leaves an alternate that has a query of its own', () => {
    expect(keepListQuery({ de: '/de/s/?term=x' }, '/$lang/s', '?page=3')).toEqual({ de: '/de/s/?term=x' });
  });
});
