import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { products, productTranslations } from '../../server/db/schema.ts';
import type { ContentElement, ContentPage, MagentoContent, MenuItem } from '../../domain/content-types.ts';
import { useTestApp } from './helper.ts';

const ctx = useTestApp();

async function get(url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

async function magentoContent(language: string, path?: string): Promise<MagentoContent> {
  const query = path === undefined ? '' : `?path=${encodeURIComponent(path)}`;
  const res = await get(`/typo3-api/${language}/magento-content/${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json();
}

async function page(url: string): Promise<ContentPage> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

const byTitle = (items: MenuItem[], title: string): MenuItem => {
  const item = items.find((i) => i.title === title);
  if (!item) throw new Error(`no menu item '${title}' in ${items.map((i) => i.title).join(', ')}`);
  return item;
};

const elementsOf = <T extends ContentElement['type']>(p: ContentPage, type: T) =>
  p.content.colPos0.filter((e): e is Extract<ContentElement, { type: T }> => e.type === type);

describe('GET /typo3-api/{lang}/magento-content/', () => {
  test('German: main menu with catalogue categories, product cards, bottom CTAs', async () => {
    const body = await magentoContent('de');
    expect(body.main_menu.map((i) => i.title)).toEqual([
      'Produkte',
      'Anwendungsgebiete',
      'Wissen',
      'Über uns',
      'Fachkreise',
    ]);
    for (const item of body.main_menu) {
      expect(item.children.length, item.title).toBeGreaterThan(0);
      expect(item.hasSubpages).toBe(true);
      expect(item.menuBottomCta?.href).toMatch(/^\/de\//);
      expect(item.menuLinkIcon).toBeTruthy();
    }

    const products = byTitle(body.main_menu, 'Produkte');
    expect(products.children.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Vitamine', 'Mineralstoffe']),
    );
    // The application areas have their own entry, so the product menu leaves them out.
    expect(products.children.map((c) => c.title)).not.toContain('Anwendungsgebiete');
    expect(byTitle(products.children, 'Vitamine').link).toBe('/de/c/vitamine/');
    expect(byTitle(products.children, 'Vitamine').children.length).toBeGreaterThan(0);
    const productCards = products.menuCards.filter((c) => c.product);
    expect(productCards.length).toBeGreaterThan(0);
    for (const card of productCards) {
      expect(card.product?.price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
      expect(card.link.href).toMatch(/^\/de\/[a-z0-9-]+\/$/);
    }
    // The seeded catalogue has a pack on sale; the card shows its discount.
    expect(
      productCards.some((c) => c.product?.discountPrice && c.product.discountLabel?.endsWith(' %')),
    ).toBe(true);

    const areas = byTitle(body.main_menu, 'Anwendungsgebiete');
    expect(areas.children.map((c) => c.link)).toContain('/de/c/anwendungsgebiete/immunsystem/');
    const knowledge = byTitle(body.main_menu, 'Wissen');
    expect(knowledge.menuCards.every((c) => c.blog_date && c.blog_read_time)).toBe(true);

    expect(body.cta_menu.map((i) => i.title)).toEqual(['Beratung', 'Sparabo']);
  });

  test('German: footer, legal links, ticker, banner, languages, login flags, events', async () => {
    const body = await magentoContent('de');
    const sections = body.footer_menu.map((s) => s.title);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Service',
        'Shop',
        'Unternehmen',
        'Fachkreise',
        'Produktdetailseiten',
        'Lohnherstellung',
      ]),
    );
    for (const section of body.footer_menu) expect(section.children.length, section.title).toBeGreaterThan(0);
    expect(body.footer_meta.map((i) => [i.title, i.link])).toEqual([
      ['Impressum', '/de/impressum/'],
      ['Datenschutz', '/de/datenschutz/'],
      ['AGB', '/de/agb/'],
      ['Widerrufsrecht', '/de/widerrufsrecht/'],
    ]);
    expect(body.footer_copyright).toMatch(/^© 2026 /);
    expect(body.news_ticker.length).toBeGreaterThan(0);
    expect(body.notification_banner).toMatchObject({ id: expect.any(String), label: expect.any(String) });
    expect(body.notification_banner?.link?.href).toBe('/de/sparabo/');
    expect(body.languages.map((l) => [l.twoLetterIsoCode, l.link, l.active, l.available])).toEqual([
      ['de', '/de/', true, true],
      ['en', '/en/', false, true],
    ]);
    expect(body.is_user_loggedin).toBe(false);
    expect(body.doccheck_verified).toBe(false);

    const { events, eventTypes } = body.events_list;
    expect(eventTypes.map((t) => t.title)).toEqual(['Webinar', 'Fortbildung', 'Messe']);
    expect(events.length).toBeGreaterThanOrEqual(5);
    const typeIds = new Set(eventTypes.map((t) => t.id));
    for (const event of events) {
      expect(typeIds.has(event.eventType), event.id).toBe(true);
      expect(event.startDate).toMatch(/^202[67]-/);
    }
    expect(new Set(events.map((e) => e.eventType))).toEqual(typeIds);
    const starts = events.map((e) => e.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  test('every footer and menu link to a content page answers', async () => {
    for (const language of ['de', 'en']) {
      const body = await magentoContent(language);
      const links = new Set<string>();
      const walk = (items: MenuItem[]) => {
        for (const item of items) {
          links.add(item.link);
          walk(item.children);
        }
      };
      walk([
        ...body.main_menu,
        ...body.cta_menu,
        ...body.footer_meta,
        ...body.footer_menu.flatMap((s) => s.children),
      ]);
      for (const link of links) {
        // Category pages and the product list belong to the shop, not the content API.
        if (link.includes('/c/') || link.endsWith('/s/')) continue;
        const res = await get(`/typo3-api${link}`);
        // The professional area answers 403 to guests, by design.
        expect([200, 403], link).toContain(res.statusCode);
      }
    }
  });

  test('English: translated menus and legal links', async () => {
    const body = await magentoContent('en');
    expect(body.main_menu.map((i) => i.title)).toEqual([
      'Products',
      'Application areas',
      'Knowledge',
      'About us',
      'Professionals',
    ]);
    expect(byTitle(body.main_menu, 'Products').children.map((c) => c.link)).toContain('/en/c/vitamins/');
    expect(body.cta_menu.map((i) => i.title)).toEqual(['Advice', 'Savings plan']);
    expect(body.footer_meta.map((i) => i.title)).toEqual([
      'Imprint',
      'Privacy',
      'Terms',
      'Right of withdrawal',
    ]);
    // Hidden sections keep the titles the storefront hides them by.
    expect(body.footer_menu.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Fachkreise', 'Produktdetailseiten', 'Lohnherstellung']),
    );
    expect(body.events_list.eventTypes.map((t) => t.title)).toEqual(['Webinar', 'Training', 'Trade fair']);
    expect(body.languages.find((l) => l.active)?.twoLetterIsoCode).toBe('en');
    expect(body.footer_copyright).toMatch(/^© 2026 /);
  });

  test('?path= points the language links at the translation and marks the current menu entry', async () => {
    const body = await magentoContent('de', '/de/ueber-uns/');
    expect(body.languages.find((l) => l.twoLetterIsoCode === 'en')).toMatchObject({
      link: '/en/about-us/',
      available: true,
    });
    const about = byTitle(body.main_menu, 'Über uns');
    expect(about).toMatchObject({ current: true, active: true });
    expect(byTitle(body.main_menu, 'Wissen')).toMatchObject({ current: false, active: false });

    const article = await magentoContent('de', '/de/wissen/vitamin-d-im-winter/');
    expect(article.languages.find((l) => l.twoLetterIsoCode === 'en')?.link).toBe(
      '/en/knowledge/vitamin-d-in-winter/',
    );
    expect(byTitle(article.main_menu, 'Wissen').active).toBe(true);

    const category = await magentoContent('de', '/de/c/vitamine/');
    expect(category.languages.find((l) => l.twoLetterIsoCode === 'en')?.link).toBe('/en/c/vitamins/');

    const unknown = await magentoContent('en', '/en/no-such-page/');
    expect(unknown.languages.find((l) => l.twoLetterIsoCode === 'de')).toMatchObject({
      link: '/de/',
      available: false,
    });
  });

  test('unknown language answers 404 JSON', async () => {
    for (const url of ['/typo3-api/fr/magento-content/', '/typo3-api/fr/', '/typo3-api/xx/ueber-uns/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Page not found', statusCode: 404 });
    }
  });
});

describe('GET /typo3-api/{lang}/{page path}', () => {
  test('home page: hero, USPs, categories, products, article cards and text', async () => {
    for (const url of ['/typo3-api/de/', '/typo3-api/de']) {
      const home = await page(url);
      expect(home.slug).toBe('/de/');
      expect(home.content.colPos0.map((e) => e.type)).toEqual([
        'hero',
        'usp_bar',
        'category_teaser',
        'product_teaser',
        'teaser_cards',
        'text',
      ]);
      expect(home.i18n.find((l) => l.twoLetterIsoCode === 'en')?.link).toBe('/en/');
    }
    const home = await page('/typo3-api/en/');
    expect(home.content.colPos0.map((e) => e.type)).toContain('product_teaser');
    const [categories] = elementsOf(home, 'category_teaser');
    expect(categories?.content.categories.length).toBeGreaterThan(0);
    for (const c of categories?.content.categories ?? []) expect(c.link).toMatch(/^\/en\/c\/[a-z0-9/-]+\/$/);
  });

  test('product teaser SKUs are simple products of the catalogue', async () => {
    for (const language of ['de', 'en']) {
      const [teaser] = elementsOf(await page(`/typo3-api/${language}/`), 'product_teaser');
      const skus = teaser?.content.skus ?? [];
      expect(skus.length).toBeGreaterThanOrEqual(4);
      expect(skus.length).toBeLessThanOrEqual(8);
      const rows = await ctx.app.database.db
        .select({ sku: products.sku, typeId: products.typeId })
        .from(products)
        .where(inArray(products.sku, skus));
      expect(rows.map((r) => r.sku).sort()).toEqual([...skus].sort());
      expect(rows.every((r) => r.typeId === 'simple')).toBe(true);
    }
  });

  test('a page by path, with or without trailing slash, in any case', async () => {
    const about = await page('/typo3-api/de/ueber-uns/');
    expect(about).toMatchObject({
      type: 'page',
      slug: '/de/ueber-uns/',
      appearance: { layout: 'default' },
      meta: { title: 'Über uns | VitalShop', canonical: '/de/ueber-uns/', robots: 'index, follow' },
    });
    expect(about.meta.description.length).toBeGreaterThan(20);
    expect((await page('/typo3-api/de/ueber-uns')).id).toBe(about.id);
    expect((await page('/typo3-api/DE/Ueber-Uns/')).id).toBe(about.id);
    expect(about.breadcrumbs).toEqual([
      { title: 'Startseite', link: '/de/' },
      { title: 'Über uns', link: '/de/ueber-uns/' },
    ]);
    const res = await get('/typo3-api/de/ueber-uns/');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers['content-type']).toContain('application/json');
  });

  test('i18n links point to the translated page', async () => {
    const about = await page('/typo3-api/en/about-us/');
    expect(about.i18n).toEqual([
      expect.objectContaining({
        twoLetterIsoCode: 'de',
        link: '/de/ueber-uns/',
        available: true,
        active: false,
      }),
      expect.objectContaining({
        twoLetterIsoCode: 'en',
        link: '/en/about-us/',
        available: true,
        active: true,
      }),
    ]);
    const pairs = [
      ['/de/zahlung-lieferung/', '/en/payment-delivery/'],
      ['/de/registrieren/', '/en/register/'],
      ['/de/impressum/', '/en/imprint/'],
      ['/de/wissen/omega-3-epa-und-dha/', '/en/knowledge/omega-3-epa-and-dha/'],
    ];
    for (const [de, en] of pairs) {
      expect((await page(`/typo3-api${de}`)).i18n.find((l) => l.twoLetterIsoCode === 'en')?.link).toBe(en);
      expect((await page(`/typo3-api${en}`)).i18n.find((l) => l.twoLetterIsoCode === 'de')?.link).toBe(de);
    }
  });

  test('nested pages carry their parents in the breadcrumbs', async () => {
    const article = await page('/typo3-api/en/knowledge/vitamin-d-in-winter/');
    expect(article.type).toBe('article');
    expect(article.breadcrumbs.map((b) => b.link)).toEqual([
      '/en/',
      '/en/knowledge/',
      '/en/knowledge/vitamin-d-in-winter/',
    ]);
  });

  test('payment and delivery names methods, thresholds in EUR and CHF, the SEPA window and support hours', async () => {
    const text = (p: ContentPage) => JSON.stringify(p.content);
    const de = text(await page('/typo3-api/de/zahlung-lieferung/'));
    for (const s of [
      'PayPal',
      'SEPA-Lastschrift',
      '8 Wochen',
      'Montag bis Freitag von 09:00 bis 17:00 Uhr',
      '49 €',
      '79 CHF',
    ]) {
      expect(de).toContain(s);
    }
    const en = text(await page('/typo3-api/en/payment-delivery/'));
    for (const s of [
      'PayPal',
      'SEPA direct debit',
      '8 weeks',
      'Monday to Friday from 09:00 to 17:00',
      '€49',
      'CHF 79',
    ]) {
      expect(en).toContain(s);
    }
  });

  test('FAQ, events, registration and contact pages have their elements', async () => {
    expect(elementsOf(await page('/typo3-api/de/faq/'), 'accordion').length).toBeGreaterThan(0);
    expect(elementsOf(await page('/typo3-api/en/events/'), 'event_list')).toHaveLength(1);
    expect(elementsOf(await page('/typo3-api/de/registrieren/'), 'text')).toHaveLength(1);
    expect(elementsOf(await page('/typo3-api/en/register/'), 'text')).toHaveLength(1);
    const contact = await page('/typo3-api/de/kontakt/');
    expect(contact.appearance.layout).toBe('two-column');
    expect(contact.content.colPos1?.length).toBeGreaterThan(0);
  });

  test('pages name their layout and route middleware', async () => {
    expect((await page('/typo3-api/de/registrieren/')).middleware).toEqual(['guest']);
    expect((await page('/typo3-api/en/register/')).middleware).toEqual(['guest']);
    expect((await page('/typo3-api/de/faq/')).middleware).toEqual([]);
    expect((await page('/typo3-api/de/willkommen/')).appearance.layout).toBe('empty');
    expect((await page('/typo3-api/en/welcome/')).i18n).toEqual(
      expect.arrayContaining([expect.objectContaining({ link: '/de/willkommen/' })]),
    );
  });

  test('unknown page answers 404 JSON', async () => {
    for (const url of [
      '/typo3-api/de/gibt-es-nicht/',
      '/typo3-api/en/ueber-uns/',
      '/typo3-api/de/wissen/x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Page not found', statusCode: 404 });
    }
  });

  test('the professional area answers 403 to guests and is never cached', async () => {
    for (const url of [
      '/typo3-api/de/fachkreise/',
      '/typo3-api/en/professionals',
      '/typo3-api/de/Fachkreise',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403 });
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  test('a product url key answers a product page with its detail element and translated link', async () => {
    const [row] = await ctx.app.database.db
      .select({ id: products.id, sku: products.sku, urlKey: productTranslations.urlKey })
      .from(products)
      .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
      .where(and(eq(productTranslations.language, 'de'), eq(products.sku, 'PRO-MAG-1M')));
    expect(row).toBeDefined();
    const [en] = await ctx.app.database.db
      .select({ urlKey: productTranslations.urlKey })
      .from(productTranslations)
      .where(and(eq(productTranslations.language, 'en'), eq(productTranslations.productId, row?.id ?? 0)));
    const product = await page(`/typo3-api/de/${row?.urlKey}/`);
    expect(product.type).toBe('product');
    expect(product.content.colPos0).toEqual([
      expect.objectContaining({ type: 'product_detail', content: { sku: 'PRO-MAG-1M' } }),
    ]);
    expect(product.i18n.find((l) => l.twoLetterIsoCode === 'en')?.link).toBe(`/en/${en?.urlKey}/`);
  });

  test('seeded images are served as placeholder illustrations', async () => {
    const home = await page('/typo3-api/de/');
    expect(home.meta.ogImage).toMatch(/^\/fileadmin\/content\/[a-z0-9-]+\.svg$/);
    const res = await get(home.meta.ogImage ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/fileadmin/content/..%2Fsecret.svg')).statusCode).toBe(404);
  });
});
