import { redirect } from '@tanstack/react-router';
import type { Lang } from '../../domain/store.ts';

// Route middleware (guards) a page names by string: content pages carry them in `middleware`
// (the content system), so an editor decides that a page is for logged-in customers only or
// for visitors only. They run in the page's loader, before anything is shown.

export interface MiddlewareContext {
  lang: Lang;
  /** Whether a customer is logged in (the customer session flag cookie). */
  loggedIn: boolean;
}

/** A guard lets the page through (returns nothing) or throws a redirect. */
type Middleware = (context: MiddlewareContext) => void;

const MIDDLEWARE: Record<string, Middleware> = {
  /** Logged-in customers only: others go home with the login modal open (`?login=1`). */
  auth: ({ lang, loggedIn }) => {
    if (!loggedIn) throw redirect({ to: '/$lang/', params: { lang }, search: { login: 1 } as never });
  },
  /** Logged-out visitors only (registration): a logged-in customer goes home. */
  guest: ({ lang, loggedIn }) => {
    if (loggedIn) throw redirect({ to: '/$lang/', params: { lang } });
  },
};

/** A page names a guard that does not exist: 500 'Unknown middleware' plus its name (spec 2). */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(readonly middleware: string) {
    super(`Unknown middleware ${middleware}`);
    this.name = 'UnknownMiddlewareError';
  }
}

export function isUnknownMiddlewareError(error: unknown): error is UnknownMiddlewareError {
  return error instanceof UnknownMiddlewareError;
}

/**
 * Runs the named guards in order. Every name is checked before any guard runs, so a
 * misspelt guard is reported whoever visits the page, not only those a guard lets through.
 */
export function runMiddleware(names: readonly string[], context: MiddlewareContext): void {
  const unknown = names.find((name) => !Object.hasOwn(MIDDLEWARE, name));
  if (unknown !== undefined) throw new UnknownMiddlewareError(unknown);
  for (const name of names) MIDDLEWARE[name]?.(context);
}
