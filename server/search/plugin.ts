// The search service under /search: the subset of Typesense's API the storefront uses
// (POST /multi_search, GET /collections/{c}/documents/search; GET /collections and
// /collections/{c} with the admin key), answered by the embedded engine. With TYPESENSE_HOST set
// the indexer writes to that cluster instead and the storefront queries it directly.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { changeCache } from '../db/cache.ts';
import { type CollectionDefinition, typesenseSchema } from './collections.ts';
import { shopCollections } from './documents.ts';
import { expandQuery, type QueryWord, type SearchResult, search } from './engine.ts';
import { SearchError } from './errors.ts';
import { createIndexer, embeddedTarget, type Indexer } from './indexer.ts';
import { parseSearchParams } from './params.ts';
import { typesenseTarget } from './typesense-target.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndexer: Indexer;
  }
}

/** At most this many searches in one multi_search (Typesense's default limit_multi_searches). */
export const MAX_MULTI_SEARCHES = 50;
const EXPANSION_CACHE_SIZE = 5000;

const sameKey = (given: string, key: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

async function searchRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const adminKey = app.config.searchAdminApiKey ?? randomBytes(24).toString('hex');
  const searchKey = app.config.searchApiKey;
  const collections = changeCache(app.database, ['store_views', 'websites'], async () => {
    const list = await shopCollections(db);
    return new Map(list.map((c) => [c.name, c]));
  });

  // The words a query expands to (typo alternatives) change only with the index.
  const expansions = new Map<string, Promise<QueryWord[]>>();
  const clearExpansions = () => expansions.clear();
  app.database.onChange((table) => {
    if (table === 'search_outbox' || table === '*') clearExpansions();
  });
  const expander = (c: CollectionDefinition, numTypos: number, prefix: boolean) => (q: string) => {
    const key = `${c.name}\u0000${numTypos}${prefix}\u0000${q}`;
    let entry = expansions.get(key);
    if (!entry) {
      if (expansions.size >= EXPANSION_CACHE_SIZE) expansions.clear();
      entry = expandQuery(db, c.name, q, { numTypos, prefix });
      expansions.set(key, entry);
      entry.catch(() => expansions.delete(key));
    }
    return entry;
  };

  const apiKeyOf = (request: FastifyRequest) => {
    const header = request.headers['x-typesense-api-key'];
    if (typeof header === 'string') return header;
    const query = (request.query as Record<string, unknown> | undefined)?.['x-typesense-api-key'];
    return typeof query === 'string' ? query : '';
  };
  const authorize = (request: FastifyRequest, scope: 'search' | 'admin') => {
    const key = apiKeyOf(request);
    const ok = sameKey(key, adminKey) || (scope === 'search' && sameKey(key, searchKey));
    if (!ok) throw new SearchError(401, 'Forbidden - a valid `x-typesense-api-key` header must be sent.');
  };

  const runSearch = async (name: string, raw: Record<string, unknown>): Promise<SearchResult> => {
    const c = (await collections(undefined)).get(name);
    if (!c) throw new SearchError(404, `Could not find a collection with name \`${name}\`.`);
    const r = parseSearchParams(c, raw);
    return search(db, c, r, expander(c, r.numTypos, r.prefix));
  };

  // Typesense's answers: `{ "message": ... }`, 4xx for what a client did wrong, never a stack.
  app.setErrorHandler((error: FastifyError | SearchError, request, reply: FastifyReply) => {
    if (error instanceof SearchError) return reply.status(error.status).send({ message: error.message });
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error(error);
    return reply.status(500).send({ message: 'An error occurred' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not Found' }));

  // The browser client sends multi_search as text/plain (no CORS preflight); it is JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 65536 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new SearchError(400, 'Bad JSON.'), undefined);
    }
  });

  // Typesense's health answer, plus whether the index is still catching up with the shop.
  app.get('/health', async () => ({ ok: true, indexing: app.searchIndexer.busy }));

  app.get('/collections', async (request) => {
    authorize(request, 'admin');
    return [...(await collections(undefined)).values()].map((c) => typesenseSchema(c));
  });

  app.get<{ Params: { collection: string } }>('/collections/:collection', async (request) => {
    authorize(request, 'admin');
    const c = (await collections(undefined)).get(request.params.collection);
    if (!c) throw new SearchError(404, 'Not Found');
    return typesenseSchema(c);
  });

  app.get<{ Params: { collection: string } }>(
    '/collections/:collection/documents/search',
    async (request) => {
      authorize(request, 'search');
      const { 'x-typesense-api-key': _key, ...params } = request.query as Record<string, unknown>;
      return runSearch(request.params.collection, params);
    },
  );

  app.post('/multi_search', { bodyLimit: 65536 }, async (request) => {
    authorize(request, 'search');
    const body = request.body as { searches?: unknown; union?: unknown } | null;
    if (!body || typeof body !== 'object' || !Array.isArray(body.searches))
      throw new SearchError(400, 'Missing `searches` array.');
    if (body.union === true) throw new SearchError(400, 'Union search is not supported by this server.');
    if (body.searches.length > MAX_MULTI_SEARCHES)
      throw new SearchError(400, `Number of multi searches exceeds \`limit_multi_searches\` parameter.`);
    const { 'x-typesense-api-key': _key, ...common } = (request.query ?? {}) as Record<string, unknown>;
    // The searches run side by side (each on its own connection of the pool); results keep their order.
    const one = async (entry: unknown) => {
      if (!entry || typeof entry !== 'object' || Array.isArray(entry))
        return { code: 400, error: 'Search must be an object.' };
      const params = { ...common, ...(entry as Record<string, unknown>) };
      const name = params.collection;
      try {
        if (typeof name !== 'string') throw new SearchError(400, 'Parameter `collection` is required.');
        delete params.collection;
        return await runSearch(name, params);
      } catch (error) {
        if (!(error instanceof SearchError)) throw error;
        return { code: error.status, error: error.message };
      }
    };
    const results = await Promise.all(body.searches.map(one));
    return { results };
  });
}

/** The search service and its indexer (embedded), or only the indexer (Typesense cluster). */
export const searchPlugin = fp(
  async (app: FastifyInstance) => {
    const cluster = app.config.typesense;
    const indexer = createIndexer(app.database, cluster ? typesenseTarget(cluster) : embeddedTarget, (m) =>
      app.log.error(m),
    );
    app.decorate('searchIndexer', indexer);
    // The server answers at once; the indexer catches up in the background (a first index of a
    // large catalogue takes longer than a start may).
    // It starts once the database is migrated and seeded (the server may listen before that).
    if (app.config.searchIndexer)
      app.addHook('onReady', async () => {
        app.startup.then(
          () => indexer.start(),
          () => {},
        );
      });
    app.addHook('onClose', () => indexer.stop());
    if (!cluster) await app.register(searchRoutes, { prefix: '/search' });
  },
  { name: 'search' },
);
