// The seeded shipping texts (FAQ and payment & delivery pages) state the fees and free-shipping
// thresholds the checkout charges (domain/checkout.ts, domain/free-shipping.ts), and migration
// 0015 corrects a database seeded with the old texts (89 CHF, 99 €, 9,95 €, 9.90 CHF).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_METHODS } from '../../domain/checkout.ts';
import { contentPages } from '../../server/db/schema.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();

const PAGES = { de: ['faq', 'zahlung-lieferung'], en: ['faq', 'payment-delivery'] } as const;

async function textOf(language: 'de' | 'en', slug: string): Promise<string> {
  const [page] = await t.app.database.db
    .select({ elements: contentPages.elements })
    .from(contentPages)
    .where(and(eq(contentPages.language, language), eq(contentPages.slug, slug)));
  expect(page).toBeDefined();
  return JSON.stringify(page!.elements);
}

const euro = (cents: number, language: 'de' | 'en') =>
  language === 'de'
    ? `${(cents / 100).toFixed(2).replace('.', ',').replace(',00', '')} €`
    : `€${(cents / 100).toFixed(2).replace('.00', '')}`;
const chf = (cents: number, language: 'de' | 'en') =>
  language === 'de'
    ? `${(cents / 100).toFixed(2).replace('.00', '')} CHF`
    : `CHF ${(cents / 100).toFixed(2).replace('.00', '')}`;

describe('seeded shipping texts', () => {
  it.each(['de', 'en'] as const)(
    'name the thresholds and fees the checkout charges (%s)',
    async (language) => {
      const [faq, delivery] = await Promise.all(PAGES[language].map((slug) => textOf(language, slug)));
      for (const text of [faq, delivery]) {
        expect(text).toContain(euro(FREE_SHIPPING_THRESHOLD_CENTS.eu, language));
        expect(text).toContain(chf(FREE_SHIPPING_THRESHOLD_CENTS.ch, language));
        expect(text).not.toMatch(/89 CHF|CHF 89|99 €|€99/);
      }
      const fees = new Set<string>();
      for (const rule of SHIPPING_METHODS.eu)
        for (const cents of Object.values(rule.prices)) fees.add(euro(cents, language));
      for (const rule of SHIPPING_METHODS.ch)
        for (const cents of Object.values(rule.prices)) fees.add(chf(cents, language));
      for (const fee of fees) expect(delivery).toContain(fee);
      expect(delivery).not.toMatch(/9,95|9\.95|9\.90 CHF|CHF 9\.90/);
    },
  );

  it('migration 0015 corrects a database seeded with the old texts, once, and leaves edited pages alone', async () => {
    const { db } = t.app.database;
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../server/db/migrations/0015_shipping_content_texts.sql'),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint');
    const run = async () => {
      for (const statement of statements) await db.execute(sql.raw(statement));
    };
    // Put the old texts back: each statement is replace(old → new); swap them.
    const pairs = [...migration.matchAll(/replace\("elements"::text, '([^']*)', '([^']*)'\)/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]);
    expect(pairs).toHaveLength(4);
    const now = {
      de: await Promise.all(PAGES.de.map((slug) => textOf('de', slug))),
      en: await Promise.all(PAGES.en.map((slug) => textOf('en', slug))),
    };
    for (const [old, current] of pairs)
      await db.execute(
        sql`update content_pages set elements = replace(elements::text, ${current}, ${old})::jsonb`,
      );
    expect(await textOf('de', 'zahlung-lieferung')).toContain('versandkostenfrei ab 89 CHF Bestellwert');
    expect(await textOf('en', 'faq')).toContain('CHF 89');
    // An editor rewrote the English delivery page meanwhile: it keeps its wording.
    await db.execute(
      sql`update content_pages set elements = replace(elements::text, 'Savings plan deliveries always ship free.', 'Edited.')::jsonb where language = 'en' and slug = 'payment-delivery'`,
    );
    const edited = await textOf('en', 'payment-delivery');

    await run();
    expect(await Promise.all(PAGES.de.map((slug) => textOf('de', slug)))).toEqual(now.de);
    expect(await textOf('en', 'faq')).toBe(now.en[0]);
    expect(await textOf('en', 'payment-delivery')).toBe(edited);
    await run();
    expect(await Promise.all(PAGES.de.map((slug) => textOf('de', slug)))).toEqual(now.de);
  });
});
