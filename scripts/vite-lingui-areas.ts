import { statSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { MESSAGE_PARTS, messageAreaOf } from '../src/lib/message-areas.ts';

const AREA_QUERY = /\.po\?area=([a-z]+)$/;

/**
 * Compiles a part of a language's catalog: `locales/de.po?area=core` holds the texts the pages
 * every shopper sees use, `?area=account` etc. those only used by the views of that area
 * (src/lib/message-areas.ts), which its routes load. A text used in an area and elsewhere is in
 * `core`. Translators keep one .po file per language; the split is made here, at build time.
 */
export function linguiAreas(): Plugin {
  const config = getConfig({ cwd: process.cwd() });
  // Each catalog is read and compiled once into all its parts (per change of the file).
  const compiled = new Map<string, { mtime: number; parts: Promise<Map<string, string>> }>();

  async function compileParts(file: string): Promise<Map<string, string>> {
    const found = getCatalogForFile(
      path.relative(config.rootDir ?? process.cwd(), file),
      await getCatalogs(config),
    );
    if (!found) throw new Error(`${file} is no catalog of lingui.config.ts`);
    const { locale, catalog } = found;
    const entries = await catalog.read(locale);
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales || {},
      sourceLocale: config.sourceLocale ?? 'en',
    });
    const byArea = new Map<string, Record<string, string>>();
    for (const [key, text] of Object.entries(messages)) {
      const area = messageAreaOf((entries?.[key]?.origin ?? []).map(([origin]) => origin));
      const part = byArea.get(area) ?? {};
      part[key] = text;
      byArea.set(area, part);
    }
    const parts = new Map<string, string>();
    for (const area of MESSAGE_PARTS) {
      const { source, errors } = createCompiledCatalog(locale, byArea.get(area) ?? {}, { namespace: 'es' });
      if (errors.length > 0) throw new Error(`${file}: ${errors.length} messages do not compile`);
      parts.set(area, source);
    }
    return parts;
  }

  return {
    name: 'vitalshop:lingui-areas',
    enforce: 'pre',
    async transform(_source, id) {
      const match = AREA_QUERY.exec(id);
      if (!match) return null;
      const area = match[1] ?? '';
      const file = id.split('?')[0] ?? id;
      this.addWatchFile(file);
      const mtime = statSync(file).mtimeMs;
      let entry = compiled.get(file);
      if (!entry || entry.mtime !== mtime) {
        entry = { mtime, parts: compileParts(file) };
        compiled.set(file, entry);
      }
      const code = (await entry.parts).get(area);
      if (code === undefined) throw new Error(`unknown message area in ${id}`);
      return { code, map: null, moduleType: 'js' };
    },
  };
}
