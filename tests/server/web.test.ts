import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productTranslations } from '../../server/db/schema.ts';
import { useTestApp } from './helper.ts';

const BIG_SCRIPT = `${'console.log("a line of a big script");\n'.repeat(500)}`;

// A stand-in for the built SPA: the server must serve it for every page URL, with the page's head.
function makeClientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>VitalShop</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A big asset with the compressed copies the build writes beside it.
  writeFileSync(path.join(dir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  return dir;
}

const t = useTestApp({ clientDir: makeClientDir(), publicUrl: 'https://shop.example' });

const get = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built SPA with server-written heads', () => {
  it('writes title, canonical, hreflang and Product JSON-LD into product pages', async () => {
    const res = await get('/de/pro-magnesium-1-monat/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Pro Magnesium 1 Monat | VitalShop</title>');
    expect(html).toContain(
      '<link data-server-head rel="canonical" href="https://shop.example/de/pro-magnesium-1-monat/" />',
    );
    expect(html).toContain('hreflang="en-GB" href="https://shop.example/en/pro-magnesium-1-month/"');
    const ld = JSON.parse(
      /<script data-server-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'PRO-MAG-1M',
      offers: { price: '19.90', priceCurrency: 'EUR' },
    });
    expect(ld.image[0]).toMatch(/^https:\/\/shop\.example\/media\/catalog\/product\//);

    // The rating the page shows (approved German reviews), in stars out of 5.
    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', store: 'de' },
      payload: {
        query:
          '{ products(filter: { sku: { eq: "PRO-MAG-1M" } }) { items { rating_summary review_count } } }',
      },
    });
    const { rating_summary, review_count } = gql.json().data.products.items[0];
    expect(review_count).toBeGreaterThan(0);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Math.round((rating_summary / 20) * 10) / 10,
      bestRating: 5,
      worstRating: 1,
      reviewCount: review_count,
    });
  });

  it('prices the JSON-LD offer in CHF for the Swiss shop (store cookie)', async () => {
    const res = await get('/de/pro-magnesium-1-monat/', { cookie: 'store=ch_de' });
    const ld = JSON.parse(
      /<script data-server-head type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null',
    );
    expect(ld.offers).toMatchObject({ price: '21.90', priceCurrency: 'CHF' });
  });

  it('writes JSON-LD as plain text that cannot leave its script element, whatever HTML the catalogue holds', async () => {
    await t.app.database.db
      .update(productTranslations)
      .set({
        name: 'Eisen <b>Komplex</b></script><script>alert(1)</script>',
        shortDescription:
          '<p onclick="alert(2)">Eisen &amp; Vitamin C</p><img src=x onerror=alert(3)>' +
          '</SCRIPT ><script src="https://evil.example/x.js"></script><!-- </script> -->' +
          ' &lt;/script&gt;&lt;script&gt;alert(4)&lt;/script&gt;',
        metaTitle: null,
        metaDescription: null,
      })
      .where(
        and(eq(productTranslations.language, 'de'), eq(productTranslations.urlKey, 'eisen-komplex-6-monate')),
      );
    const html = (await get('/de/eisen-komplex-6-monate/')).body;

    // The stand-in index.html has no script: the JSON-LD is the only script element, and the
    // first </script> after its start is its own end.
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    const json =
      /<script data-server-head type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/</);
    const ld = JSON.parse(json);
    expect(ld).toMatchObject({ '@type': 'Product', sku: expect.any(String) });
    // Plain text: the tags are gone, the entities are the characters they stand for.
    expect(ld.name).toBe('Eisen Komplex');
    expect(ld.description).toBe('Eisen & Vitamin C </script><script>alert(4)</script>');
    expect(json).toContain('\\u003c/script>');
    // The other head tags hold the text escaped, in attributes and the title alike.
    expect(html).toContain('<title>Eisen &lt;b&gt;Komplex&lt;/b&gt;&lt;/script&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/onclick|onerror|evil\.example/);
  });

  it('writes the head of content and category pages, in the page language', async () => {
    const about = (await get('/en/about-us/')).body;
    expect(about).toContain('<html lang="en"');
    expect(about).toContain('href="https://shop.example/en/about-us/"');
    expect(about).toContain('hreflang="de-DE" href="https://shop.example/de/ueber-uns/"');
    expect(about).not.toContain('application/ld+json');

    const category = (await get('/de/c/mineralstoffe/magnesium/')).body;
    expect(category).toContain('<title>Magnesium | VitalShop</title>');
    expect(category).toContain('hreflang="en-GB" href="https://shop.example/en/c/minerals/magnesium/"');
  });

  it('marks restricted pages noindex; unknown pages answer 404 with noindex and the SPA', async () => {
    expect((await get('/de/fachkreise/')).body).toContain('content="noindex,nofollow"');
    for (const url of [
      '/de/gibt-es-nicht/',
      '/en/c/no-such-category/',
      '/fr/',
      '/de/pro-magnesium-99-monate/',
    ]) {
      const unknown = await get(url);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/text\/html/);
      expect(unknown.body).toContain('<div id="root"></div>');
      expect(unknown.body).toContain('name="robots" content="noindex"');
      expect(unknown.body).not.toContain('rel="canonical"');
    }
    // The SPA's own routes and old category URLs (the SPA redirects them) stay 200.
    for (const url of [
      '/',
      '/de/',
      '/de/cart/',
      '/en/s/?term=zinc',
      '/de/checkout/',
      '/en/customer/order-history/',
      '/de/customer-reset-password/?token=x',
      '/de/p/PRO-MAG-1M/',
      '/de/mineralstoffe/magnesium/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('content="noindex"');
    }
  });

  it('serves hashed assets with long caching and answers API misses with JSON 404', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/typo3-api/xx/nothing/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('compression', () => {
  it("sends the build's brotli or gzip copy of an asset as it is, by what the browser accepts", async () => {
    const br = await get('/assets/big-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    const gz = await get('/assets/big-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await get('/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses GraphQL and content answers, leaves small ones and clients without it alone', async () => {
    const query = {
      query: '{ products(search: "", pageSize: 50) { items { sku name short_description { html } } } }',
    };
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', store: 'de', ...headers },
        payload: query,
      });
    const compressed = await ask({ 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await ask({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    // Fifteen families of distinct texts (packs are not listed): still well under half.
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const menu = await get('/typo3-api/de/magento-content/', { 'accept-encoding': 'gzip' });
    expect(menu.headers['content-encoding']).toBe('gzip');
    const health = await get('/healthz', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('search aliases', () => {
  it('redirects /de/suche/ and /en/search/ to the results page, q becoming term', async () => {
    const de = await get('/de/suche/?q=magnesium&sort=name_asc');
    expect(de.statusCode).toBe(301);
    expect(de.headers.location).toBe('/de/s/?sort=name_asc&term=magnesium');
    const en = await get('/en/search?q=zink');
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe('/en/s/?term=zink');
    const bare = await get('/de/suche/');
    expect(bare.headers.location).toBe('/de/s/');
  });

  it('keeps an explicit term and ignores forged hosts', async () => {
    const res = await get('/de/suche/?term=omega&q=zink', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/de/s/?term=omega');
  });
});
