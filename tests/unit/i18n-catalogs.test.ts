// Every message in the source has a German translation, so the German shop shows no English
// leftovers. (`npm run i18n:extract` adds new messages to both catalogs.)
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../po-catalog.ts';

describe('Lingui catalogs', () => {
  const de = readCatalog('de');
  const en = readCatalog('en');

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
