// VITE_CONTENT_URL is honoured by every request to the content system: pages, menus and the
// login sync (which used to call `/typo3-api` whatever the setting).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncContent } from '../../src/lib/commerce-actors.ts';
import { contentApiUrl, fetchContentPage } from '../../src/lib/content-api.ts';

const json = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('VITE_CONTENT_URL', () => {
  it('defaults to the bundled /typo3-api', () => {
    vi.stubEnv('VITE_CONTENT_URL', undefined as unknown as string);
    expect(contentApiUrl('/de/')).toBe('/typo3-api/de/');
  });

  it('prefixes content pages (a trailing slash in the setting is dropped)', async () => {
    vi.stubEnv('VITE_CONTENT_URL', 'https://cms.example/api/');
    const fetchMock = vi.fn(async () => json());
    await fetchContentPage('en', 'about-us', { fetch: fetchMock });
    expect(fetchMock).toHaveBeenCalledWith('https://cms.example/api/en/about-us/', expect.anything());
  });

  it('prefixes the login sync', async () => {
    vi.stubEnv('VITE_CONTENT_URL', 'https://cms.example/api');
    const fetchMock = vi.fn(async (_url: string) => json());
    vi.stubGlobal('fetch', fetchMock);
    syncContent('logout');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = fetchMock.mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/^https:\/\/cms\.example\/api\/(de|en)\/magento-login-sync\/\?/);
    expect(new URL(url).searchParams.get('logintype')).toBe('logout');
  });
});
