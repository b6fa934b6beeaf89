import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isUnknownMiddlewareError, runMiddleware, UnknownMiddlewareError } from '../../src/lib/middleware.ts';

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('route middleware', () => {
  it('lets a page without guards through', () => {
    expect(thrown(() => runMiddleware([], { lang: 'de', loggedIn: false }))).toBeUndefined();
  });

  it("'guest' lets visitors through and sends logged-in customers home", () => {
    expect(thrown(() => runMiddleware(['guest'], { lang: 'de', loggedIn: false }))).toBeUndefined();
    const error = thrown(() => runMiddleware(['guest'], { lang: 'en', loggedIn: true }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string; params: unknown } }).options).toMatchObject({
      to: '/$lang/',
      params: { lang: 'en' },
    });
  });

  it("'auth' lets customers through and sends visitors home with the login modal open", () => {
    expect(thrown(() => runMiddleware(['auth'], { lang: 'de', loggedIn: true }))).toBeUndefined();
    const error = thrown(() => runMiddleware(['auth'], { lang: 'de', loggedIn: false }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { search: unknown } }).options.search).toEqual({ login: 1 });
  });

  it("a guard that does not exist is a 500 'Unknown middleware' naming it, whoever visits", () => {
    for (const loggedIn of [true, false]) {
      const error = thrown(() => runMiddleware(['auth', 'doccheck'], { lang: 'de', loggedIn }));
      expect(isUnknownMiddlewareError(error)).toBe(true);
      expect(error).toMatchObject({
        status: 500,
        middleware: 'doccheck',
        message: 'Unknown middleware doccheck',
      });
    }
    // Names of Object.prototype are not guards either.
    expect(thrown(() => runMiddleware(['toString'], { lang: 'de', loggedIn: false }))).toBeInstanceOf(
      UnknownMiddlewareError,
    );
  });
});
