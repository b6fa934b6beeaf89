// The storefront's Lingui catalogs (locales/{lang}.po) as message id → text, for the tests that
// compare the languages: every message is translated (tests/unit/i18n-catalogs.test.ts), and a
// German page shows none of the English texts (e2e/checkout-helpers.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** msgid → msgstr of a .po file (multi-line strings joined). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let current: { id: string; str: string } | null = null;
  let field: 'id' | 'str' | null = null;
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      if (current?.id) entries.set(current.id, current.str);
      current = { id: unquote(line.slice(6)), str: '' };
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      if (current) current.str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line.trim() === '') {
      field = null;
    }
  }
  if (current?.id) entries.set(current.id, current.str);
  return entries;
}

/** The catalog of one language of the storefront. */
export function readCatalog(lang: 'de' | 'en'): Map<string, string> {
  return parsePo(readFileSync(path.join(root, 'locales', `${lang}.po`), 'utf8'));
}
