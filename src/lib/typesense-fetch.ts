// The part of axios that the `typesense` client's ApiCall uses for a search, on the browser's
// fetch. The browser build resolves `axios` to this module (vite.config.ts), which keeps axios
// (about 19 kB brotli) out of every route that searches; the server and its tests use the real
// axios. Used: axios(config) with method, url, headers, params, data, timeout and
// transformResponse. Not provided: axios.CancelToken (typesense needs it only for a search given
// an abortSignal, which the storefront does not pass) and axios.getAdapter (only for a custom
// axiosAdapter, which it does not set).

interface RequestConfig {
  method: string;
  url: string;
  headers?: Record<string, string>;
  params?: Record<string, unknown>;
  data?: unknown;
  timeout?: number;
  transformResponse?: ((data: unknown, headers: Record<string, string>) => unknown)[];
}

export interface FetchResponse {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/** A failed request (network error, timeout), with axios's `code`, which typesense logs. */
const failure = (message: string, code: string) => Object.assign(new Error(message), { code });

/** The URL with the query parameters appended (null and undefined left out). */
export function requestUrl(url: string, params: Record<string, unknown> | undefined): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value != null) target.searchParams.append(key, String(value));
  }
  return target.toString();
}

export default async function request(config: RequestConfig): Promise<FetchResponse> {
  const controller = new AbortController();
  const timer = config.timeout ? setTimeout(() => controller.abort(), config.timeout) : undefined;
  const { data } = config;
  // Header names are case-insensitive and the last one wins, as in axios: typesense sends
  // multi_search as `content-type: text/plain` over its default `Content-Type: application/json`.
  const headers = new Headers();
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  try {
    const response = await fetch(requestUrl(config.url, config.params), {
      method: config.method.toUpperCase(),
      headers,
      body: data == null ? undefined : typeof data === 'string' ? data : JSON.stringify(data),
      signal: controller.signal,
    });
    const received = Object.fromEntries(response.headers);
    let body: unknown = await response.text();
    for (const transform of config.transformResponse ?? []) body = transform(body, received);
    return { status: response.status, headers: received, data: body };
  } catch (error) {
    throw controller.signal.aborted
      ? failure(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED')
      : failure(String(error), 'ERR_NETWORK');
  } finally {
    clearTimeout(timer);
  }
}
