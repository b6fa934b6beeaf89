// Operations (issue 8): robots.txt and sitemap.xml. The shop is open to crawlers, cart, checkout,
// account, search results and the APIs are not; the sitemap lists every public page per language
// with its hreflang alternates. Absolute URLs come only from PUBLIC_URL, never from Host headers.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { categoryTranslations, contentPages, products, productTranslations } from '../../server/db/schema.ts';
import { useTestApp } from './helper.ts';

const ORIGIN = 'https://shop.example';
const t = useTestApp({ captcha: false, publicUrl: ORIGIN });

const HOSTILE = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};

/** The <url> entries of a sitemap: loc and hreflang → href of its alternates. */
function entries(xml: string): Map<string, Record<string, string>> {
  const result = new Map<string, Record<string, string>>();
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '';
    const links: Record<string, string> = {};
    for (const [, lang = '', href = ''] of body.matchAll(
      /<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g,
    ))
      links[lang] = href;
    result.set(loc, links);
  }
  return result;
}

describe('robots.txt', () => {
  it('allows the shop, disallows private pages and APIs, names the sitemap by its absolute URL', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const lang of ['de', 'en'])
      for (const segment of ['cart', 'checkout', 'checkout2', 'customer', 'customer-reset-password', 's'])
        expect(lines).toContain(`Disallow: /${lang}/${segment}/`);
    for (const api of ['/graphql', '/typo3-api/', '/search/', '/captcha/'])
      expect(lines).toContain(`Disallow: ${api}`);
    // Product images stay crawlable; product links by SKU are pages with a canonical URL.
    expect(res.body).not.toMatch(/Disallow: \/media\//);
    expect(res.body).not.toMatch(/Disallow: \/de\/p\//);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('does not follow a forged Host or X-Forwarded-Host header', async () => {
    const plain = await t.app.inject({ url: '/robots.txt' });
    const forged = await t.app.inject({ url: '/robots.txt', headers: HOSTILE });
    expect(forged.body).toBe(plain.body);
    expect(forged.body).not.toContain('evil.example');
  });
});

describe('sitemap.xml', () => {
  it('lists home, content pages, categories and products per language with hreflang alternates', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = entries(res.body);
    // Every location is absolute, on the configured origin.
    for (const loc of urls.keys()) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(new Set(urls.keys()).size).toBe(urls.size);

    // Home pages, alternates of each other, German as x-default.
    const homeAlternates = {
      'de-DE': `${ORIGIN}/de/`,
      'en-GB': `${ORIGIN}/en/`,
      'x-default': `${ORIGIN}/de/`,
    };
    expect(urls.get(`${ORIGIN}/de/`)).toEqual(homeAlternates);
    expect(urls.get(`${ORIGIN}/en/`)).toEqual(homeAlternates);

    const db = t.app.database.db;
    // A content page with both languages: the registration page.
    const register = await db.select().from(contentPages).where(eq(contentPages.translationKey, 'register'));
    const de = register.find((p) => p.language === 'de');
    const en = register.find((p) => p.language === 'en');
    expect(de && en).toBeTruthy();
    expect(urls.get(`${ORIGIN}/de/${de?.slug}/`)).toEqual({
      'de-DE': `${ORIGIN}/de/${de?.slug}/`,
      'en-GB': `${ORIGIN}/en/${en?.slug}/`,
      'x-default': `${ORIGIN}/de/${de?.slug}/`,
    });

    // Every category below the root and every visible product, in each language.
    const cats = await db.select().from(categoryTranslations);
    const catsBelowRoot = cats.filter(
      (c) => c.urlPath !== 'standardkategorie' && c.urlPath !== 'default-category',
    );
    expect(catsBelowRoot.length).toBeGreaterThan(4);
    for (const c of catsBelowRoot) {
      const alternates = urls.get(`${ORIGIN}/${c.language}/c/${c.urlPath}/`);
      expect(alternates, c.urlPath).toBeDefined();
      const other = cats.find((o) => o.categoryId === c.categoryId && o.language !== c.language);
      if (other)
        expect(alternates?.[other.language === 'de' ? 'de-DE' : 'en-GB']).toBe(
          `${ORIGIN}/${other.language}/c/${other.urlPath}/`,
        );
    }
    expect(urls.has(`${ORIGIN}/de/c/standardkategorie/`)).toBe(false);

    const productKeys = await db
      .select({ language: productTranslations.language, urlKey: productTranslations.urlKey })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(eq(products.visible, true));
    expect(productKeys.length).toBeGreaterThan(4);
    for (const p of productKeys)
      expect(urls.has(`${ORIGIN}/${p.language}/${p.urlKey}/`), p.urlKey).toBe(true);
  });

  it('leaves out pages only verified professionals may see', async () => {
    const restricted = await t.app.database.db
      .select({ language: contentPages.language, slug: contentPages.slug })
      .from(contentPages)
      .where(eq(contentPages.restricted, true));
    expect(restricted.length).toBeGreaterThan(0);
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const page of restricted) expect(body).not.toContain(`/${page.language}/${page.slug}/`);
  });

  it('gives a page without translation no alternates, and follows catalogue changes', async () => {
    const db = t.app.database.db;
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.visible, true))
      .limit(1);
    if (!product) throw new Error('no product in the seed');
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.language, 'en')));
    const [de] = await db
      .select({ urlKey: productTranslations.urlKey })
      .from(productTranslations)
      .where(eq(productTranslations.productId, product.id));
    // Changes reach the sitemap's cache by a change notification: at once on PGlite, a moment
    // later on PostgreSQL.
    const sitemap = async () => entries((await t.app.inject({ url: '/sitemap.xml' })).body);
    await vi.waitFor(async () => expect((await sitemap()).get(`${ORIGIN}/de/${de?.urlKey}/`)).toEqual({}), {
      timeout: 3000,
    });

    await db.update(products).set({ visible: false }).where(eq(products.id, product.id));
    await vi.waitFor(async () => expect((await sitemap()).has(`${ORIGIN}/de/${de?.urlKey}/`)).toBe(false), {
      timeout: 3000,
    });
  });

  it('does not follow a forged Host or X-Forwarded-Host header', async () => {
    const plain = await t.app.inject({ url: '/sitemap.xml' });
    const forged = await t.app.inject({ url: '/sitemap.xml', headers: HOSTILE });
    expect(forged.body).toBe(plain.body);
    expect(forged.body).not.toContain('evil.example');
  });
});
