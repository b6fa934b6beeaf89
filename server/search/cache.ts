import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

// Typesense's server-side result cache (`use_cache`, `cache_ttl`): a search sent with
// `use_cache=true` is answered from memory for `cache_ttl` seconds (default 60) when the same
// search (collection, every parameter, the API key's scope) was answered before. Unlike Typesense,
// whose cache outlives writes until the TTL, an answer is also dropped as soon as the index
// changes: every entry carries the index generation it was computed at, and the generation moves
// on after each committed index write (see plugin.ts), so a cached answer never shows a product,
// price, stock or content state older than the index.

/** Typesense's default `cache_ttl` (seconds). */
export const DEFAULT_CACHE_TTL_SECONDS = 60;

interface Entry {
  /** The answer, serialised once: a hit is sent without serialising again. */
  json: string;
  generation: number;
  expiresAt: number;
}

export interface ResultCacheOptions {
  /** At most this many answers (least recently used go first). */
  maxEntries: number;
  /** At most this many characters of serialised answers in all. */
  maxChars: number;
}

/** A bounded LRU of serialised search answers, valid for one index generation and until their TTL. */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private current = 0;

  constructor(private readonly options: ResultCacheOptions) {}

  /** The index generation answers are valid for. */
  get generation(): number {
    return this.current;
  }

  /** The index changed: every answer computed before is stale. */
  invalidate(): void {
    this.current += 1;
    this.entries.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.generation !== this.current || entry.expiresAt <= now) {
      this.chars -= entry.json.length;
      return undefined;
    }
    // Most recently used last.
    this.entries.set(key, entry);
    return entry.json;
  }

  /**
   * Keeps an answer computed at `generation` (read before the search ran) for `ttlSeconds`. An
   * answer from before the latest index change is not kept.
   */
  set(key: string, json: string, generation: number, ttlSeconds: number, now = Date.now()): void {
    if (generation !== this.current || ttlSeconds <= 0 || json.length > this.options.maxChars) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.json.length;
    }
    this.entries.set(key, { json, generation, expiresAt: now + ttlSeconds * 1000 });
    this.chars += json.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.chars <= this.options.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.json.length;
    }
  }
}

/** The cache key of a search: the key's scope, the collection and every parameter but `use_cache`. */
export function cacheKey(scope: string, collection: string, params: Record<string, unknown>): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'use_cache' && params[name] !== undefined)
    .sort();
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  return JSON.stringify([scope, collection, ...names.map((name) => [name, text(params[name])])]);
}

/** Parameters that change which hits are shown or how, not the facet counts. */
const NOT_FACETS = new Set([
  'page',
  'per_page',
  'sort_by',
  'include_fields',
  'exclude_fields',
  'highlight_fields',
  'highlight_start_tag',
  'highlight_end_tag',
]);

/** The key of a search's facet counts: its cache key without the parameters that leave them alone. */
export function facetKey(scope: string, collection: string, params: Record<string, unknown>): string {
  const counted = Object.fromEntries(Object.entries(params).filter(([name]) => !NOT_FACETS.has(name)));
  return cacheKey(scope, `${collection}\u0000facets`, counted);
}

/** Whether a `use_cache` value asks for the cache (Typesense: a boolean, `true` in a query string). */
export function wantsCache(value: unknown): boolean {
  return value === true || value === 'true';
}

/** The `cache_ttl` of a search in seconds (Typesense's default when absent); null when malformed. */
export function cacheTtl(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return DEFAULT_CACHE_TTL_SECONDS;
  const s = String(value).trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  return Number(s);
}

/** Answers shorter than this go uncompressed (as the server's compression does). */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli when accepted, else gzip, else none (`q=0` refuses one). */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...rest] = part.trim().split(';');
    const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compressed copies of answers made of cached answers, keyed by the answer's text itself (so a
 * copy always matches its text), least recently used dropped first; cleared with the cache.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Partial<Record<Encoding, Buffer>>>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  get(json: string, encoding: Encoding): Buffer {
    let entry = this.entries.get(json);
    if (entry) this.entries.delete(json);
    else {
      entry = {};
      this.chars += json.length;
    }
    this.entries.set(json, entry);
    let bytes = entry[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(json);
      entry[encoding] = bytes;
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= oldest.length;
    }
    return bytes;
  }
}
