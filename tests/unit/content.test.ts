import { describe, expect, test } from 'vitest';
import { discountLabel, formatDecimal, formatEur } from '../../server/content/format.ts';
import { illustrationSvg } from '../../server/content/illustration.ts';
import { cardProduct } from '../../server/content/magento-content.ts';
import type { CatalogCardProduct } from '../../server/content/repository.ts';
import type { StoredMenuItem } from '../../server/content/settings.ts';
import { languageLinks, normalizeSlug, pagePath, parseStorefrontPath } from '../../server/content/site.ts';
import type { Language } from '../../domain/store.ts';
import { contentBuilders } from '../../server/db/seed/content.ts';
import type { SeedCatalog } from '../../server/db/seed/content-model.ts';

describe('formatting', () => {
  test('prices are EUR in German formatting with a plain space before the sign', () => {
    expect(formatEur(12.9)).toBe('12,90 €');
    expect(formatEur(1234.5)).toBe('1.234,50 €');
    expect(formatDecimal(0.5)).toBe('0,5');
    expect(formatDecimal(120)).toBe('120');
  });

  test('discount label is the rounded saving in percent', () => {
    expect(discountLabel(53.7, 47.9)).toBe('-11 %');
    expect(discountLabel(20, 15)).toBe('-25 %');
  });
});

describe('paths', () => {
  test('slugs are lowercase without slashes at the ends or empty segments', () => {
    expect(normalizeSlug('/Ueber-Uns//')).toBe('ueber-uns');
    expect(normalizeSlug('wissen//vitamin-d/')).toBe('wissen/vitamin-d');
    expect(normalizeSlug('/')).toBe('');
  });

  test('storefront paths split into language and slug', () => {
    expect(parseStorefrontPath('/en/about-us/', 'de')).toEqual({ language: 'en', slug: 'about-us' });
    expect(parseStorefrontPath('/DE/', 'en')).toEqual({ language: 'de', slug: '' });
    expect(parseStorefrontPath('ueber-uns', 'de')).toEqual({ language: 'de', slug: 'ueber-uns' });
    expect(pagePath('de', '')).toBe('/de/');
    expect(pagePath('en', 'knowledge/omega-3')).toBe('/en/knowledge/omega-3/');
  });

  test('a language without a translation links to its home page and is not available', () => {
    const links = languageLinks('de', { de: '/de/ueber-uns/' });
    expect(links.map((l) => [l.twoLetterIsoCode, l.link, l.active, l.available])).toEqual([
      ['de', '/de/ueber-uns/', true, true],
      ['en', '/en/', false, false],
    ]);
  });
});

describe('card products', () => {
  const product: CatalogCardProduct = {
    id: 1,
    sku: 'PRO-MAG-3M',
    name: 'Pro Magnesium 3 Monate',
    urlKey: 'pro-magnesium-3-monate',
    shortDescription: '',
    inhaltLabel: 'capsules',
    inhalt: 180,
    unitType: 'units',
    unitValue: 180,
    regularPrice: 53.9,
    specialPrice: 47.9,
    imageFile: null,
  };

  test('a product on sale shows the regular price, the sale price and the saving', () => {
    expect(cardProduct(product)).toEqual({
      sku: 'PRO-MAG-3M',
      productType: 'capsules',
      productAmount: '180',
      productWeight: '180',
      productScaleUnit: 'units',
      price: '53,90 €',
      discountPrice: '47,90 €',
      discountLabel: '-11 %',
    });
  });

  test('no sale without a lower special price; no card product without an EUR price', () => {
    expect(cardProduct({ ...product, specialPrice: 53.9 })).toMatchObject({
      discountPrice: null,
      discountLabel: null,
    });
    expect(cardProduct({ ...product, specialPrice: null })).toMatchObject({ discountPrice: null });
    expect(cardProduct({ ...product, regularPrice: null })).toBeNull();
  });
});

describe('seeded content', () => {
  const catalog = (language: Language): SeedCatalog => ({
    language,
    featured: ['A', 'B', 'C', 'D'].map((x) => ({
      sku: `${x}-1M`,
      name: `Produkt ${x}`,
      urlKey: `produkt-${x.toLowerCase()}`,
      shortDescription: '',
    })),
    onSale: null,
    categories: [{ title: 'Vitamine', urlPath: 'vitamine' }],
  });
  const content = { de: contentBuilders.de(catalog('de')), en: contentBuilders.en(catalog('en')) };

  test('every page has a translation sharing its key, and slugs are unique per language', () => {
    const keys = (l: Language) => content[l].pages.map((p) => p.translationKey).sort();
    expect(keys('de')).toEqual(keys('en'));
    for (const l of ['de', 'en'] as const) {
      const slugs = content[l].pages.map((p) => p.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toBe(normalizeSlug(slug));
    }
  });

  test('only the professional area is restricted', () => {
    expect(content.de.pages.filter((p) => p.restricted).map((p) => p.slug)).toEqual(['fachkreise']);
    expect(content.en.pages.filter((p) => p.restricted).map((p) => p.slug)).toEqual(['professionals']);
  });

  test('the pages the spec names exist', () => {
    const slugs = (l: Language) => content[l].pages.map((p) => p.slug);
    expect(slugs('de')).toEqual(
      expect.arrayContaining([
        '',
        'zahlung-lieferung',
        'registrieren',
        'impressum',
        'datenschutz',
        'agb',
        'widerrufsrecht',
      ]),
    );
    expect(slugs('en')).toEqual(
      expect.arrayContaining(['', 'payment-delivery', 'register', 'imprint', 'privacy', 'terms']),
    );
    for (const l of ['de', 'en'] as const) {
      expect(content[l].pages.filter((p) => p.kind === 'article').length).toBeGreaterThanOrEqual(3);
      expect(content[l].pages.filter((p) => p.kind === 'news').length).toBeGreaterThanOrEqual(2);
    }
  });

  test('every internal link of the menus, footer, ticker, banner and cards leads to a seeded page', () => {
    for (const language of ['de', 'en'] as const) {
      const { settings, pages } = content[language];
      const slugs = new Set(pages.map((p) => p.slug));
      const products = new Set(catalog(language).featured.map((p) => p.urlKey));
      const links: string[] = [];
      const walk = (items: StoredMenuItem[]) => {
        for (const item of items) {
          links.push(item.link);
          if (item.menuBottomCta) links.push(item.menuBottomCta.href);
          for (const card of item.menuCards ?? []) links.push(card.link.href);
          walk(item.children ?? []);
        }
      };
      walk([...settings.main_menu, ...settings.cta_menu, ...settings.footer_meta]);
      for (const section of settings.footer_menu) walk(section.children);
      for (const item of settings.news_ticker) if (item.link) links.push(item.link.href);
      if (settings.notification_banner?.link) links.push(settings.notification_banner.link.href);
      for (const event of settings.events) links.push(event.link);
      for (const page of pages) {
        for (const element of page.elements) {
          if (element.type === 'teaser_cards')
            for (const card of element.content.cards) links.push(card.link.href);
        }
      }

      expect(links.length).toBeGreaterThan(40);
      for (const link of links) {
        const { language: linkLanguage, slug } = parseStorefrontPath(link.split('#')[0] ?? '', language);
        expect(linkLanguage, link).toBe(language);
        // Category pages (c/…), the product list (s/) and product pages are the shop's, not the CMS's.
        if (slug === 's' || slug.startsWith('c/') || products.has(slug)) continue;
        expect(slugs.has(slug), `${link} is a seeded page`).toBe(true);
      }
    }
  });
});

test('placeholder illustrations are the same for the same name and differ between names', () => {
  expect(illustrationSvg('hero-home')).toBe(illustrationSvg('hero-home'));
  expect(illustrationSvg('hero-home')).not.toBe(illustrationSvg('sparabo'));
  expect(illustrationSvg('hero-home')).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/,
  );
});
