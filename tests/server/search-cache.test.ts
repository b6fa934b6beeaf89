// The result cache's own rules: an LRU bounded in entries and characters, answers valid for one
// index generation and until their TTL, keys over scope, collection and every parameter.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import {
  acceptedEncoding,
  CompressedAnswers,
  cacheKey,
  cacheTtl,
  facetKey,
  ResultCache,
  wantsCache,
} from '../../server/search/cache.ts';

describe('ResultCache', () => {
  test('keeps at most maxEntries answers, dropping the least recently used', () => {
    const cache = new ResultCache({ maxEntries: 2, maxChars: 1000 });
    cache.set('a', '"A"', 0, 60, 0);
    cache.set('b', '"B"', 0, 60, 0);
    expect(cache.get('a', 1)).toBe('"A"');
    cache.set('c', '"C"', 0, 60, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('"A"');
    expect(cache.get('c', 1)).toBe('"C"');
  });

  test('keeps at most maxChars characters of answers', () => {
    const cache = new ResultCache({ maxEntries: 100, maxChars: 10 });
    cache.set('a', '12345', 0, 60, 0);
    cache.set('b', '12345', 0, 60, 0);
    cache.set('c', '123', 0, 60, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe('12345');
    cache.set('huge', '12345678901', 0, 60, 0);
    expect(cache.get('huge', 1)).toBeUndefined();
  });

  test('an answer lives for its TTL and only in the generation it was computed at', () => {
    const cache = new ResultCache({ maxEntries: 10, maxChars: 1000 });
    cache.set('a', '1', 0, 2, 1000);
    expect(cache.get('a', 2999)).toBe('1');
    expect(cache.get('a', 3000)).toBeUndefined();
    cache.set('b', '2', cache.generation, 60, 0);
    cache.invalidate();
    expect(cache.get('b', 1)).toBeUndefined();
    // Computed before the index changed: not kept.
    cache.set('c', '3', cache.generation - 1, 60, 0);
    expect(cache.get('c', 1)).toBeUndefined();
  });

  test('keys cover the scope, the collection and every parameter but use_cache', () => {
    const key = cacheKey('search', 'products_de', { q: 'zink', per_page: 3, use_cache: true });
    expect(cacheKey('search', 'products_de', { per_page: '3', q: 'zink' })).toBe(key);
    expect(cacheKey('admin', 'products_de', { q: 'zink', per_page: 3 })).not.toBe(key);
    expect(cacheKey('search', 'products_en', { q: 'zink', per_page: 3 })).not.toBe(key);
    expect(cacheKey('search', 'products_de', { q: 'zink', per_page: 4 })).not.toBe(key);
    expect(cacheKey('search', 'products_de', { q: 'zink', per_page: 3, cache_ttl: 5 })).not.toBe(key);
  });

  test('facet keys leave out page, sort and the fields shown, nothing that changes the counts', () => {
    const key = facetKey('search', 'products_de', { q: 'zink', facet_by: 'nutrients', page: 1 });
    expect(
      facetKey('search', 'products_de', {
        q: 'zink',
        facet_by: 'nutrients',
        page: 3,
        sort_by: 'name:asc',
        per_page: 24,
      }),
    ).toBe(key);
    expect(
      facetKey('search', 'products_de', { q: 'zink', facet_by: 'nutrients', filter_by: 'rating:>=4' }),
    ).not.toBe(key);
    expect(facetKey('search', 'products_de', { q: 'zink' })).not.toBe(key);
    expect(facetKey('search', 'products_de', { q: 'zink', facet_by: 'nutrients' })).not.toBe(
      cacheKey('search', 'products_de', { q: 'zink', facet_by: 'nutrients' }),
    );
  });

  test('use_cache and cache_ttl as Typesense reads them', () => {
    expect(wantsCache(true)).toBe(true);
    expect(wantsCache('true')).toBe(true);
    expect(wantsCache(undefined)).toBe(false);
    expect(wantsCache('false')).toBe(false);
    expect(cacheTtl(undefined)).toBe(60);
    expect(cacheTtl('5')).toBe(5);
    expect(cacheTtl(-1)).toBeNull();
    expect(cacheTtl('soon')).toBeNull();
  });
});

describe('compressed copies of cached answers', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

  test('brotli when accepted, else gzip, none when refused or not asked for', () => {
    expect(acceptedEncoding(request({ 'accept-encoding': 'gzip, deflate, br' }))).toBe('br');
    expect(acceptedEncoding(request({ 'accept-encoding': 'gzip, br;q=0' }))).toBe('gzip');
    expect(acceptedEncoding(request({ 'accept-encoding': 'identity' }))).toBeNull();
    expect(acceptedEncoding(request({}))).toBeNull();
    expect(acceptedEncoding(request({ 'accept-encoding': 'br', 'x-no-compression': '1' }))).toBeNull();
  });

  test('an answer is compressed once per encoding and decompresses to itself', () => {
    const answers = new CompressedAnswers(10, 100_000);
    const json = JSON.stringify({ results: Array.from({ length: 50 }, (_, i) => ({ title: `Zink ${i}` })) });
    const br = answers.get(json, 'br');
    expect(answers.get(`${json}`, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(answers.get(json, 'gzip')).toString()).toBe(json);
    answers.clear();
    expect(answers.get(json, 'br')).not.toBe(br);
  });

  test('keeps at most maxEntries answers', () => {
    const answers = new CompressedAnswers(2, 100_000);
    const a = answers.get('"a"', 'gzip');
    answers.get('"b"', 'gzip');
    answers.get('"c"', 'gzip');
    expect(answers.get('"a"', 'gzip')).not.toBe(a);
  });
});
