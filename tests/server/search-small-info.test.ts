// The search hits' smallInfo names the pack's count with its unit in the plural it needs.
import { describe, expect, it } from 'vitest';
import { listStores } from '../../server/commerce/store.ts';
import { productDocuments } from '../../server/search/documents.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();

const SINGULAR = /^(\d+) (Portion|Kapsel|Tablette|serving|capsule|tablet|drop)$/;

describe('smallInfo of the product search documents', () => {
  it.each(['de', 'en'] as const)('counts other than one take the plural (%s)', async (lang) => {
    const store = (await listStores(t.app.database.db)).find((s) => s.language === lang && s.code === lang);
    if (!store) throw new Error(`no store view ${lang}`);
    const infos = (await productDocuments(t.app.database.db, store, null)).map((d) => String(d.smallInfo));
    expect(infos.length).toBeGreaterThan(0);
    expect(infos.filter((info) => SINGULAR.exec(info) && !info.startsWith('1 '))).toEqual([]);
    const plurals =
      lang === 'de' ? /^\d+ (Portionen|Kapseln|Tabletten)$/ : /^\d+ (servings|capsules|tablets)$/;
    expect(infos.some((info) => plurals.test(info))).toBe(true);
  });
});
