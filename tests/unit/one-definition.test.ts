// The languages, shops and their locales have one definition, domain/store.ts (LANGUAGES, Lang,
// SHOPS, Shop, localeOf); the SPA, the machines, the server and the scripts take them from
// there. A file that writes the union or the list again (`'de' | 'en'`, `['de', 'en']`,
// `'eu' | 'ch'`, `lang === 'de' ? 'de-DE' : …`) is listed here, so a third language or shop
// is added in one place.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'machines', 'server', 'domain', 'scripts'];
const THE_DEFINITION = 'domain/store.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !rel.endsWith('.gen.ts') ? [rel] : [];
  });
}

const PATTERNS: [string, RegExp][] = [
  ['the language union', /'(de|en)'\s*\|\s*'(de|en)'/],
  ['the language list', /\[\s*'(de|en)'\s*,\s*'(de|en)'\s*\]/],
  ['the shop union', /'(eu|ch)'\s*\|\s*'(eu|ch)'/],
  ['the locale of a language', /===\s*'de'\s*\?\s*'de-DE'/],
];

const files = FOLDERS.flatMap(sourceFiles);

describe('one definition of languages and shops', () => {
  it('reads the source folders', () => {
    expect(files).toContain(THE_DEFINITION);
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(PATTERNS)('%s is written only in domain/store.ts', (_name, pattern) => {
    const elsewhere = files.filter(
      (file) => file !== THE_DEFINITION && pattern.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });

  it.each([
    ["type Lang = 'de' | 'en';", 'the language union'],
    ["for (const l of ['de', 'en'] as const) {}", 'the language list'],
    ["shop: 'eu' | 'ch'", 'the shop union'],
    ["new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB')", 'the locale of a language'],
  ])('recognizes %s as %s', (code, name) => {
    const matching = PATTERNS.filter(([, pattern]) => pattern.test(code)).map(([n]) => n);
    expect(matching).toEqual([name]);
  });
});

// The cookies: their names in domain/cookies.ts (both sides read them), and one helper in the
// SPA that reads and writes document.cookie (src/lib/cookies.ts: encoding, Path, Max-Age,
// SameSite, Secure on https), where four copies of the parsing and writing used to be.
describe('one definition of the cookies', () => {
  const NAMES = /'(customer-session|customer-token|fe_typo_user|referral-code)'/;
  const code = (file: string) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
      .join('\n');

  it('names the shared cookies only in domain/cookies.ts', () => {
    expect(files).toContain('domain/cookies.ts');
    expect(files.filter((file) => file !== 'domain/cookies.ts' && NAMES.test(code(file)))).toEqual([]);
  });

  it('touches document.cookie only in src/lib/cookies.ts', () => {
    expect(files).toContain('src/lib/cookies.ts');
    expect(
      files.filter((file) => file !== 'src/lib/cookies.ts' && /document\.cookie/.test(code(file))),
    ).toEqual([]);
  });
});
