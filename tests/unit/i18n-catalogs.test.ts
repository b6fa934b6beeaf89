// Every message in the source has a German translation, so the German shop shows no English
// leftovers. (`npm run i18n:extract` adds new messages to both catalogs.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** msgid → msgstr of a .po file (multi-line strings joined). */
function parsePo(text: string): Map<string, string> {
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

describe('Lingui catalogs', () => {
  const de = parsePo(readFileSync(path.join(root, 'locales/de.po'), 'utf8'));
  const en = parsePo(readFileSync(path.join(root, 'locales/en.po'), 'utf8'));

  it('hold the same messages in German and English', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    expect(de.size).toBeGreaterThan(0);
  });

  it('translate every message into German', () => {
    const missing = [...de.entries()].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('quote the spec texts in German translation for the error pages', () => {
    expect(de.get('Page not found')).toBeTruthy();
    expect(de.get('An error occurred')).toBeTruthy();
  });
});
