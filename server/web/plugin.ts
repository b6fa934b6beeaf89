import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { shopOfStoreCode, type Lang, LANGUAGES } from '../../domain/store.ts';
import { injectHead, isAppRoute, markNotFound, resolvePageHead } from './page-head.ts';
import { localizedPath, SEARCH_ALIAS_SLUGS } from '../../domain/paths.ts';
import { STORE_COOKIE } from '../../domain/cookies.ts';

/** Paths that belong to the APIs: a miss there is a JSON 404, never the SPA's HTML. */
export const API_PREFIXES = [
  '/graphql',
  '/typo3-api/',
  '/media/',
  '/fileadmin/',
  '/search/',
  '/captcha/',
  '/healthz',
  '/readyz',
];

/** Where a search alias sends the shopper: `/{lang}/s/` with its query, `q` renamed to `term`. */
export function searchRedirectTarget(lang: Lang, requestUrl: string): string {
  const params = new URLSearchParams(requestUrl.split('?')[1] ?? '');
  const q = params.get('q');
  params.delete('q');
  if (q !== null && !params.has('term')) params.set('term', q);
  const query = params.toString();
  return `${localizedPath(lang, 'search')}${query ? `?${query}` : ''}`;
}

/**
 * Serves the built SPA (production mode): hashed assets with long caching, and index.html
 * for every other GET so the client router can take over (its own 404 page included).
 */
const web: FastifyPluginAsync<{ clientDir: string }> = async (app, { clientDir }) => {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built SPA in ${clientDir}; run \`npm run build\`. Serving the APIs only.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz copies of text assets (scripts/vite-precompress.ts).
    preCompressed: true,
    // Our own cache headers below; the plugin's would overwrite them.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  // The search's spoken paths (spec §2: /de/suche/, and /en/search/) lead to the results page;
  // their `q` is the page's `term`. The location is a path: no host header can change it.
  for (const lang of LANGUAGES) {
    const alias = `/${lang}/${SEARCH_ALIAS_SLUGS[lang]}`;
    for (const url of [alias, `${alias}/`]) {
      app.get(url, async (request, reply) => reply.redirect(searchRedirectTarget(lang, request.url), 301));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found', statusCode: 404 });
    }
    if (
      API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p)) ||
      path.extname(url) !== ''
    ) {
      return reply.status(404).send({ error: 'Not found', statusCode: 404 });
    }
    // Search engines and link previews get the page's title, description, canonical, hreflang
    // and Product JSON-LD without running JavaScript; the SPA takes over from there.
    // An unknown URL answers 404 (noindex) with the SPA, which shows its 'Page not found'.
    let html = indexHtml;
    let status = 200;
    try {
      const store = request.cookies[STORE_COOKIE];
      const pathname = decodeURI(url);
      const head = await resolvePageHead(app, pathname, shopOfStoreCode(store));
      if (head) html = injectHead(indexHtml, head, app.config.publicUrl);
      else if (!(await isAppRoute(app, pathname))) {
        html = markNotFound(indexHtml);
        status = 404;
      }
    } catch (error) {
      // A head we cannot build must not cost the visitor the page.
      request.log.error({ err: error }, 'page head failed');
    }
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};

export const webPlugin = fp(web, { name: 'web' });
