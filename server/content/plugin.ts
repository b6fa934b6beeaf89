import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { illustrationSvg } from './illustration.ts';
import { customerOfToken } from '../commerce/customers.ts';
import { createLoginSync, type LoginSyncQuery } from './login-sync.ts';
import { loadMagentoContent } from './magento-content.ts';
import { loadPage } from './page.ts';
import { type ContentRepository, createContentRepository, withMenuCaches } from './repository.ts';
import type { ContentSessionResolver } from './session.ts';
import { isLanguage, normalizeSlug } from './site.ts';
import type { Language } from '../../domain/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read access to content pages and settings, e.g. for the search index. */
    contentRepository: ContentRepository;
  }
}

export interface ContentPluginOptions {
  /** Login state of the visitor; every visitor is an anonymous guest until sessions plug in here. */
  resolveSession?: ContentSessionResolver;
}

// Pages are the same for every visitor who may see them, so caches may keep them briefly;
// magento-content carries the visitor's login state and must never be shared.
const pageCache = 'public, max-age=60';
const privateNoStore = 'private, no-store';

/**
 * The content API (TYPO3-headless-shaped JSON):
 * GET /typo3-api/{lang}/magento-content/ and GET /typo3-api/{lang}/{page path}.
 */
async function content(app: FastifyInstance, opts: ContentPluginOptions) {
  const repo = withMenuCaches(createContentRepository(app.database.db), app.database);
  const loginSync = createLoginSync({
    salt: app.config.contentLoginSalt,
    key: app.config.contentSessionKey,
    isVerifiedProfessional: (email) => repo.isVerifiedProfessional(email),
    customerEmailOfToken: async (token) =>
      (await customerOfToken(app.database.db, token))?.customer.email ?? null,
  });
  const resolveSession = opts.resolveSession ?? loginSync.resolveSession;
  app.decorate('contentRepository', repo);

  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('cache-control', privateNoStore)
      .send({ error: 'Page not found', statusCode: 404 });

  for (const url of ['/typo3-api/:lang/magento-content', '/typo3-api/:lang/magento-content/']) {
    app.get<{ Params: { lang: string }; Querystring: { path?: string } }>(
      url,
      {
        schema: {
          querystring: { type: 'object', properties: { path: { type: 'string', maxLength: 2048 } } },
        },
      },
      async (request, reply) => {
        const language = languageOf(request.params.lang);
        if (!language) return notFound(reply);
        const body = await loadMagentoContent(
          repo,
          language,
          request.query.path,
          await resolveSession(request),
        );
        return reply.header('cache-control', privateNoStore).send(body);
      },
    );
  }

  // The content system's login sync, called by the storefront after login and logout.
  for (const url of ['/typo3-api/:lang/magento-login-sync', '/typo3-api/:lang/magento-login-sync/']) {
    app.get<{ Params: { lang: string }; Querystring: LoginSyncQuery }>(url, async (request, reply) => {
      if (!languageOf(request.params.lang)) return notFound(reply);
      return loginSync.handle(request, reply);
    });
  }

  // Placeholder pictures for the seeded content's images (see illustration.ts).
  app.get<{ Params: { file: string } }>('/fileadmin/content/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(request.params.file);
    if (!match?.[1]) return reply.status(404).send({ error: 'Not found', statusCode: 404 });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(illustrationSvg(match[1]));
  });

  // '/typo3-api/de' and '/typo3-api/de/' are the home page; everything below is a page path.
  for (const url of ['/typo3-api/:lang', '/typo3-api/:lang/*']) {
    app.get<{ Params: { lang: string; '*'?: string } }>(url, async (request, reply) => {
      const language = languageOf(request.params.lang);
      if (!language) return notFound(reply);
      const slug = normalizeSlug(request.params['*'] ?? '');
      const result = await loadPage(repo, language, slug, await resolveSession(request));
      if (result.status === 404) return notFound(reply);
      if (result.status === 403) {
        return reply
          .status(403)
          .header('cache-control', privateNoStore)
          .send({ error: 'You are not authorized, please log in', statusCode: 403 });
      }
      // A restricted page is shown to whom it is shown: never stored by a browser or proxy cache.
      return reply.header('cache-control', result.personal ? privateNoStore : pageCache).send(result.page);
    });
  }
}

function languageOf(raw: string): Language | null {
  const lower = raw.toLowerCase();
  return isLanguage(lower) ? lower : null;
}

export const contentPlugin = fp(content, { name: 'content', fastify: '5.x' });
