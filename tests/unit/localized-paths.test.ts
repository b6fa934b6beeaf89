// Localized paths come from one table (domain/paths.ts); no view, route or UI component writes a
// language's path segment itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  localizedPath,
  localizedPaths,
  PAGE_SLUGS,
  type PageName,
  pageOfPath,
  SEARCH_ALIAS_SLUGS,
} from '../../domain/paths.ts';
import type { Lang } from '../../domain/store.ts';

describe('localizedPath', () => {
  it.each<[Lang, PageName, string, string]>([
    ['de', 'register', '', '/de/registrieren/'],
    ['en', 'register', '', '/en/register/'],
    ['de', 'contact', '', '/de/kontakt/'],
    ['en', 'contact', '', '/en/contact/'],
    ['de', 'knowledge', '', '/de/wissen/'],
    ['en', 'about', '', '/en/about-us/'],
    ['de', 'cancelContracts', '', '/de/vertraege-kuendigen/'],
    ['en', 'cancelContracts', '', '/en/cancel-contracts/'],
    ['de', 'cart', '', '/de/cart/'],
    ['en', 'search', '', '/en/s/'],
    ['de', 'orderHistory', '000000001', '/de/customer/order-history/000000001/'],
    ['en', 'addresses', 'edit/7', '/en/customer/addresses-details/edit/7/'],
    ['de', 'checkoutSteps', '/shipping/', '/de/checkout2/shipping/'],
    ['en', 'category', 'vitamins/d3', '/en/c/vitamins/d3/'],
    ['de', 'resetPassword', '', '/de/customer-reset-password/'],
    ['en', 'newsletterConfirm', '', '/en/newsletter-confirm/'],
    ['de', 'newsletterUnsubscribe', '', '/de/newsletter-unsubscribe/'],
  ])('%s %s %s → %s', (lang, page, tail, expected) => {
    expect(localizedPath(lang, page, tail)).toBe(expected);
  });

  it("gives the search's spoken paths, a slug apart from the results page's", () => {
    expect(SEARCH_ALIAS_SLUGS).toEqual({ de: 'suche', en: 'search' });
    expect(Object.values(SEARCH_ALIAS_SLUGS)).not.toContain(PAGE_SLUGS.search.de);
  });

  it('gives every language of a page', () => {
    expect(localizedPaths('register')).toEqual({ de: '/de/registrieren/', en: '/en/register/' });
  });

  it.each<[string, PageName | null]>([
    ['/de/registrieren/', 'register'],
    ['/en/register', 'register'],
    ['en/contact/', 'contact'],
    ['/de/register/', null],
    ['/de/ueber-uns/team/', null],
  ])('pageOfPath(%s) is %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

describe('no view, route or server module hard-codes a localized path', () => {
  const localizedSlugs = Object.values(PAGE_SLUGS)
    .filter((slugs) => slugs.de !== slugs.en)
    .flatMap((slugs) => [slugs.de, slugs.en]);
  // The server's links in mails, sitemaps, heads and search documents too; its seed is content
  // (pages, menus) an editor would write, not code.
  const files = ['src/views', 'src/ui', 'src/routes', 'server']
    .flatMap(sourceFiles)
    .filter((file) => !file.startsWith(join('server', 'db', 'seed')));
  const offences = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const code = line.replace(/\/\/.*$|^\s*\*.*$|^\s*\/\*\*.*$/, '');
        const bad =
          /['"`]\/(de|en)\//.test(code) ||
          /\/\$\{[^}]+\}\/[a-z]/.test(code) ||
          // A route file names its own segment: createFileRoute('/$lang/cancel-contracts').
          (!code.includes('createFileRoute(') &&
            localizedSlugs.some((slug) => new RegExp(`/${slug}['"\`/]`).test(code)));
        return bad ? [`${file}:${index + 1}: ${line.trim()}`] : [];
      }),
  );

  it('finds none (use localizedPath from domain/paths.ts)', () => {
    expect(offences).toEqual([]);
  });
});
