// The account area's guard is the pathless `_auth` layout route: it takes the session from the
// router context (no customer session → home, with the login modal asked for and the wanted page
// kept for after login), and every account page sits under it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route } from '../../src/routes/$lang/_auth.tsx';

type BeforeLoad = (args: {
  context: { session: () => { hasToken: boolean; loggedIn: boolean } };
  params: { lang: string };
  location: { href: string };
}) => Promise<unknown>;

const beforeLoad = Route.options.beforeLoad as unknown as BeforeLoad;
const run = (hasToken: boolean) =>
  beforeLoad({
    context: { session: () => ({ hasToken, loggedIn: false }) },
    params: { lang: 'en' },
    location: { href: '/en/customer/order-history/' },
  });

describe('/$lang/_auth guard', () => {
  it('sends a visitor without a session home with the login modal and the wanted page', async () => {
    const thrown: unknown = await run(false).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/$lang/',
      params: { lang: 'en' },
      search: { login: 1, redirect: '/en/customer/order-history/' },
    });
  });

  it('lets a customer with a session in', async () => {
    await expect(run(true)).resolves.toBeUndefined();
  });
});

const routesDir = join(import.meta.dirname, '../../src/routes');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('account pages', () => {
  const files = routeFiles(routesDir).filter((file) => /\.tsx?$/.test(file));
  /** The URL path of a file route: its createFileRoute id without pathless (`_…`) segments. */
  const urlOf = (file: string) => {
    const id = /createFileRoute\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
    return id?.replace(/\/_[^/]+/g, '');
  };

  it('are all under the _auth layout, at the URLs /{lang}/customer/…', () => {
    const account = files.filter((file) => urlOf(file)?.startsWith('/$lang/customer/'));
    expect(account.length).toBeGreaterThanOrEqual(12);
    for (const file of account) {
      expect(relative(routesDir, file)).toMatch(/^\$lang\/_auth\/customer\//);
    }
  });
});
