import { afterEach, describe, expect, it, vi } from 'vitest';
import request, { requestUrl } from '../../src/lib/typesense-fetch.ts';

// The browser build's stand-in for axios under the typesense client (vite.config.ts).

afterEach(() => vi.unstubAllGlobals());

describe('typesense-fetch', () => {
  it('appends query parameters, leaving out empty ones', () => {
    expect(requestUrl('http://x/search/multi_search', { 'x-typesense-api-key': 'k', a: 1, b: null })).toBe(
      'http://x/search/multi_search?x-typesense-api-key=k&a=1',
    );
  });

  it('sends the body as JSON, the last of two same-named headers wins, and parses the answer as typesense asks', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{"results":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const parse = (data: unknown, headers: Record<string, string>) =>
      headers['content-type']?.startsWith('application/json') ? JSON.parse(data as string) : data;
    const response = await request({
      method: 'post',
      url: 'http://x/search/multi_search',
      headers: { 'Content-Type': 'application/json', 'content-type': 'text/plain' },
      params: { 'x-typesense-api-key': 'k' },
      data: { searches: [{ q: 'zink' }] },
      transformResponse: [parse],
    });
    expect(response).toMatchObject({ status: 200, data: { results: [] } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://x/search/multi_search?x-typesense-api-key=k');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"searches":[{"q":"zink"}]}');
    expect(new Headers(init?.headers).get('content-type')).toBe('text/plain');
  });

  it('answers 4xx as responses (typesense raises its own errors) and fails on timeouts with axios codes', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Not Found"}', { status: 404 }));
    expect((await request({ method: 'get', url: 'http://x/a' })).status).toBe(404);
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await expect(request({ method: 'get', url: 'http://x/a', timeout: 10 })).rejects.toMatchObject({
      code: 'ECONNABORTED',
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request({ method: 'get', url: 'http://x/a' })).rejects.toMatchObject({
      code: 'ERR_NETWORK',
    });
  });
});
