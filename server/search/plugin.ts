// The search service under /search: the subset of Typesense's API the storefront uses
// (POST /multi_search, GET /collections/{c}/documents/search; GET /collections and
// /collections/{c} with the admin key), answered by the embedded engine. With TYPESENSE_HOST set
// the indexer writes to that cluster instead and the storefront queries it directly.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { changeCache } from '../db/cache.ts';
import {
  acceptedEncoding,
  COMPRESS_THRESHOLD,
  CompressedAnswers,
  cacheKey,
  cacheTtl,
  facetKey,
  ResultCache,
  wantsCache,
} from './cache.ts';
import { type CollectionDefinition, typesenseSchema } from './collections.ts';
import { shopCollections } from './documents.ts';
import {
  expandQuery,
  type FacetCount,
  INDEX_CHANGE,
  type PlannedSearch,
  planSearch,
  type QueryWord,
  searchAll,
} from './engine.ts';
import { SearchError } from './errors.ts';
import { createIndexer, embeddedTarget, type Indexer } from './indexer.ts';
import { parseSearchParams, type SearchRequest } from './params.ts';
import { typesenseTarget } from './typesense-target.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndexer: Indexer;
    /** The result cache of searches sent with `use_cache` (embedded engine only). */
    searchCache: ResultCache;
  }
}

/** At most this many searches in one multi_search (Typesense's default limit_multi_searches). */
export const MAX_MULTI_SEARCHES = 50;
const EXPANSION_CACHE_SIZE = 5000;
/** Bounds of the `use_cache` result cache: answers, and characters of serialised answers. */
export const RESULT_CACHE_ENTRIES = 10_000;
export const RESULT_CACHE_CHARS = 32 * 1024 * 1024;

type Scope = 'search' | 'admin';

/**
 * Typesense's API routes beyond the searches served here (reference/typesense-api/openapi.yml):
 * collection and document writes, documents by id and their export, keys, aliases, synonyms,
 * curations, presets, stopwords, analytics, operations. Typesense checks a request's key before
 * anything else, and none of these is a search: a search-only key (or none, or a wrong one) gets
 * its 401. The embedded index takes its documents from the shop's database alone (the indexer),
 * so the admin key gets a 404.
 */
const ADMIN_ONLY_ROUTES: readonly { methods: readonly string[]; path: RegExp }[] = [
  { methods: ['POST'], path: /^\/collections$/ },
  { methods: ['PATCH', 'DELETE'], path: /^\/collections\/[^/]+$/ },
  { methods: ['POST', 'PATCH', 'DELETE'], path: /^\/collections\/[^/]+\/documents$/ },
  { methods: ['GET'], path: /^\/collections\/[^/]+\/documents\/export$/ },
  { methods: ['POST'], path: /^\/collections\/[^/]+\/documents\/import$/ },
  // A document by id (`search` is the search route, served).
  { methods: ['GET', 'PATCH', 'DELETE'], path: /^\/collections\/[^/]+\/documents\/(?!search$)[^/]+$/ },
  { methods: ['GET', 'POST'], path: /^\/(keys|analytics\/rules|conversations\/models|nl_search_models)$/ },
  { methods: ['GET', 'DELETE'], path: /^\/keys\/[^/]+$/ },
  {
    methods: ['GET', 'PUT', 'DELETE'],
    path: /^\/(aliases|synonym_sets|curation_sets|presets|stopwords|analytics\/rules|conversations\/models|nl_search_models)\/[^/]+$/,
  },
  {
    methods: ['GET'],
    path: /^\/(aliases|synonym_sets|curation_sets|presets|stopwords|stemming\/dictionaries)$/,
  },
  { methods: ['GET'], path: /^\/(synonym_sets|curation_sets)\/[^/]+\/items$/ },
  { methods: ['GET', 'PUT', 'DELETE'], path: /^\/(synonym_sets|curation_sets)\/[^/]+\/items\/[^/]+$/ },
  {
    methods: ['GET'],
    path: /^\/(stemming\/dictionaries\/[^/]+|debug|metrics\.json|stats\.json|analytics\/status|operations\/schema_changes)$/,
  },
  { methods: ['GET', 'POST'], path: /^\/analytics\/events$/ },
  {
    methods: ['POST'],
    path: /^\/(stemming\/dictionaries\/import|operations\/(snapshot|vote|cache\/clear|db\/compact)|config|analytics\/flush)$/,
  },
];

/** Whether `path` (below /search, without the query) is one of ADMIN_ONLY_ROUTES. */
export function isAdminOnlyRoute(method: string, path: string): boolean {
  return ADMIN_ONLY_ROUTES.some((r) => r.methods.includes(method) && r.path.test(path));
}

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

  // The words a query expands to (typo alternatives) and cached answers change only with the
  // index: both are dropped when an index write commits (here: the indexer says so right after
  // its commit; another instance's: its notification, see upsertDocuments).
  const expansions = new Map<string, Promise<QueryWord[]>>();
  const cache = app.searchCache;
  /** Facet counts of cached searches, keyed like their answers but for page, sort and fields shown. */
  const facetCache = new ResultCache({ maxEntries: RESULT_CACHE_ENTRIES, maxChars: RESULT_CACHE_CHARS / 4 });
  /** Documents per collection (a search's `out_of`), as the last search counted them. */
  const collectionSizes = new Map<string, number>();
  const compressed = new CompressedAnswers(RESULT_CACHE_ENTRIES, RESULT_CACHE_CHARS);
  const indexChanged = () => {
    expansions.clear();
    cache.invalidate();
    compressed.clear();
    collectionSizes.clear();
    facetCache.invalidate();
  };
  app.database.onChange((table) => {
    if (table === INDEX_CHANGE || table === '*') indexChanged();
  });
  app.searchIndexer.onCommit(indexChanged);
  /** Answers being computed for a cache key (at a generation): concurrent equal searches share one. */
  const pending = new Map<string, { generation: number; json: Promise<string> }>();
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
  /** The scope of the request's key (at least `scope`), else 401. */
  const authorize = (request: FastifyRequest, scope: Scope): Scope => {
    const key = apiKeyOf(request);
    if (sameKey(key, adminKey)) return 'admin';
    if (scope === 'search' && sameKey(key, searchKey)) return 'search';
    throw new SearchError(401, 'Forbidden - a valid `x-typesense-api-key` header must be sent.');
  };

  /**
   * A search prepared to run: answered already (from the cache, an error, or another request
   * computing the same cached search), or planned and waiting for the request's one statement.
   */
  type Prepared =
    | { answer: string | Promise<string>; hit?: true }
    | {
        planned: PlannedSearch;
        /** Where the answer goes when computed (cache key, the generation it is computed at). */
        cached: {
          key: string;
          generation: number;
          ttl: number;
          settle: (json: string | Error) => void;
        } | null;
      };

  const failed = (code: number, error: string) => JSON.stringify({ code, error });

  /**
   * A search's statement; the collection's size is counted once per index generation, and with
   * `facets` (a cached search's) its facet counts once per search whatever the page and sort.
   */
  const plan = async (
    c: CollectionDefinition,
    r: SearchRequest,
    facets?: { key: string; ttl: number },
  ): Promise<PlannedSearch> => {
    const generation = cache.generation;
    const size = collectionSizes.get(c.name);
    const known = facets && r.facetBy.length > 0 ? facetCache.get(facets.key) : undefined;
    const planned = await planSearch(
      c,
      r,
      expander(c, r.numTypos, r.prefix),
      size,
      known === undefined ? undefined : (JSON.parse(known) as FacetCount[]),
    );
    if (size !== undefined && (known !== undefined || !facets || r.facetBy.length === 0)) return planned;
    return {
      query: planned.query,
      finish: (row) => {
        const result = planned.finish(row);
        if (cache.generation === generation) collectionSizes.set(c.name, row.out_of);
        if (facets && r.facetBy.length > 0 && known === undefined)
          facetCache.set(facets.key, JSON.stringify(result.facet_counts), generation, facets.ttl);
        return result;
      },
    };
  };

  /** `inline`: a search's error is its answer (multi_search), else it is thrown (a single search). */
  const prepare = async (
    scope: Scope,
    name: string,
    raw: Record<string, unknown>,
    inline: boolean,
  ): Promise<Prepared> => {
    try {
      const useCache = wantsCache(raw.use_cache);
      const ttl = useCache ? cacheTtl(raw.cache_ttl) : 0;
      if (ttl === null) throw new SearchError(400, 'Parameter `cache_ttl` must be an unsigned integer.');
      const key = useCache ? cacheKey(scope, name, raw) : '';
      if (useCache) {
        const hit = cache.get(key);
        if (hit !== undefined) return { answer: hit, hit: true };
      }
      const c = (await collections(undefined)).get(name);
      if (!c) throw new SearchError(404, `Could not find a collection with name \`${name}\`.`);
      const r = parseSearchParams(c, raw);
      if (!useCache) return { planned: await plan(c, r), cached: null };

      // The generation is read before anything of the index is: an answer computed while the
      // index changes is not kept.
      const generation = cache.generation;
      const shared = pending.get(key);
      if (shared && shared.generation === generation) return { answer: shared.json };
      let settle: (json: string | Error) => void = () => {};
      const json = new Promise<string>((resolve, reject) => {
        settle = (v) => (v instanceof Error ? reject(v) : resolve(v));
      });
      json.catch(() => {});
      pending.set(key, { generation, json });
      json
        .finally(() => {
          if (pending.get(key)?.json === json) pending.delete(key);
        })
        .catch(() => {});
      const cached = { key, generation, ttl, settle };
      try {
        return { planned: await plan(c, r, { key: facetKey(scope, name, raw), ttl }), cached };
      } catch (error) {
        settle(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    } catch (error) {
      if (!(error instanceof SearchError) || !inline) throw error;
      return { answer: failed(error.status, error.message) };
    }
  };

  /**
   * Answers the searches as JSON texts, in order: cached ones from memory, the others in one
   * statement (one round trip on one connection, however many searches).
   */
  const answer = async (
    scope: Scope,
    searches: readonly (string | { collection: string; params: Record<string, unknown> })[],
    inline = true,
  ): Promise<{ texts: string[]; allCached: boolean }> => {
    const prepared = await Promise.allSettled(
      searches.map((s) =>
        typeof s === 'string'
          ? Promise.resolve({ answer: s })
          : prepare(scope, s.collection, s.params, inline),
      ),
    );
    const toRun = prepared.flatMap((p) =>
      p.status === 'fulfilled' && 'planned' in p.value ? [p.value] : [],
    );
    try {
      const broken = prepared.find((p) => p.status === 'rejected');
      if (broken) throw broken.reason;
      const results = await searchAll(
        db,
        toRun.map((p) => p.planned),
      );
      const texts = new Map<Prepared, string>();
      toRun.forEach((p, i) => {
        const json = JSON.stringify(results[i]);
        texts.set(p, json);
        if (p.cached) {
          cache.set(p.cached.key, json, p.cached.generation, p.cached.ttl);
          p.cached.settle(json);
        }
      });
      const values = prepared.map((p) => (p as PromiseFulfilledResult<Prepared>).value);
      return {
        texts: await Promise.all(values.map((v) => ('answer' in v ? v.answer : (texts.get(v) as string)))),
        allCached: values.every((v) => 'hit' in v && v.hit),
      };
    } catch (error) {
      for (const p of toRun) p.cached?.settle(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  };

  /**
   * Sends a JSON answer. One made of cached answers alone is sent compressed from memory (brotli
   * or gzip as the client accepts, compressed once): compressing it again on every request
   * would cost more than answering it. Others go through the server's compression as usual.
   */
  const send = (request: FastifyRequest, reply: FastifyReply, json: string, cachedAnswer: boolean) => {
    reply.type('application/json; charset=utf-8');
    const encoding = cachedAnswer && json.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request) : null;
    if (!encoding) return reply.send(json);
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(compressed.get(json, encoding));
  };

  // Typesense's routes that are not served here: the key first (401 unless admin), before the
  // body is read; then 404.
  app.addHook('onRequest', async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(app.prefix.length);
    if (!isAdminOnlyRoute(request.method, path)) return;
    authorize(request, 'admin');
    return reply.status(404).send({ message: 'Not Found' });
  });

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
    async (request, reply) => {
      const scope = authorize(request, 'search');
      const { 'x-typesense-api-key': _key, ...params } = request.query as Record<string, unknown>;
      const { texts, allCached } = await answer(
        scope,
        [{ collection: request.params.collection, params }],
        false,
      );
      return send(request, reply, texts[0] as string, allCached);
    },
  );

  app.post('/multi_search', { bodyLimit: 65536 }, async (request, reply) => {
    const scope = authorize(request, 'search');
    const body = request.body as { searches?: unknown; union?: unknown } | null;
    if (!body || typeof body !== 'object' || !Array.isArray(body.searches))
      throw new SearchError(400, 'Missing `searches` array.');
    if (body.union === true) throw new SearchError(400, 'Union search is not supported by this server.');
    if (body.searches.length > MAX_MULTI_SEARCHES)
      throw new SearchError(400, `Number of multi searches exceeds \`limit_multi_searches\` parameter.`);
    const { 'x-typesense-api-key': _key, ...common } = (request.query ?? {}) as Record<string, unknown>;
    const searches = body.searches.map((entry: unknown) => {
      if (!entry || typeof entry !== 'object' || Array.isArray(entry))
        return failed(400, 'Search must be an object.');
      const { collection, ...params } = { ...common, ...(entry as Record<string, unknown>) };
      if (typeof collection !== 'string') return failed(400, 'Parameter `collection` is required.');
      return { collection, params };
    });
    const { texts, allCached } = await answer(scope, searches);
    // The answers are JSON text already (cached ones are kept so): joined, not serialised again.
    return send(request, reply, `{"results":[${texts.join(',')}]}`, allCached);
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
    app.decorate(
      'searchCache',
      new ResultCache({ maxEntries: RESULT_CACHE_ENTRIES, maxChars: RESULT_CACHE_CHARS }),
    );
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
