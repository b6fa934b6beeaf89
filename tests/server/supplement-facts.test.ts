// Food-supplement label particulars (2002/46/EC, LMIV) as structured product data: seeded for
// every product, answered through the supplement_facts extension in the store view's language,
// with the responsible company of the shop.
import { count, countDistinct, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  products,
  responsibleCompanies,
  supplementFacts,
  supplementIngredients,
  supplementNutrients,
} from '../../server/db/schema.ts';
import { buildApp } from '../../server/app.ts';
import { completeSeed } from '../../server/db/seed/index.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp();

const QUERY = `query ($skus: [String]) {
  products(filter: { sku: { in: $skus } }) {
    items {
      sku
      supplement_facts {
        daily_dose { quantity unit text }
        nutrients { name amount unit nrv_percent }
        warnings
        ingredients { name allergen }
        responsible_company { name street postcode city country_code }
      }
    }
  }
}`;

interface Facts {
  daily_dose: { quantity: number; unit: string; text: string };
  nutrients: { name: string; amount: number; unit: string; nrv_percent: number | null }[];
  warnings: string[];
  ingredients: { name: string; allergen: boolean }[];
  responsible_company: { name: string; street: string; postcode: string; city: string; country_code: string };
}

async function factsOf(skus: string[], store: string) {
  const res = await gql<{ products: { items: { sku: string; supplement_facts: Facts | null }[] } }>(
    t.app,
    QUERY,
    { skus },
    { store },
  );
  expect(res.errors).toBeUndefined();
  return new Map(res.data.products.items.map((item) => [item.sku, item.supplement_facts]));
}

describe('supplement facts', () => {
  it('are seeded for every product, with nutrients, ingredients and one company per shop', async () => {
    const { db } = t.app.database;
    const [all] = await db.select({ n: count() }).from(products);
    const [withFacts] = await db.select({ n: count() }).from(supplementFacts);
    const [withNutrients] = await db
      .select({ n: countDistinct(supplementNutrients.productId) })
      .from(supplementNutrients);
    const [withIngredients] = await db
      .select({ n: countDistinct(supplementIngredients.productId) })
      .from(supplementIngredients);
    expect(all!.n).toBeGreaterThan(0);
    expect(withFacts!.n).toBe(all!.n);
    expect(withNutrients!.n).toBe(all!.n);
    expect(withIngredients!.n).toBe(all!.n);
    const companies = await db.select().from(responsibleCompanies);
    expect(companies.map((c) => c.websiteCode).sort()).toEqual(['ch', 'eu']);
  });

  it('answer per daily dose with %NRV where one exists, in German in the German store view', async () => {
    const facts = await factsOf(['PRO-MAG-1M', 'OMEGA-3'], 'de');
    const magnesium = facts.get('PRO-MAG-1M');
    expect(magnesium?.daily_dose).toEqual({
      quantity: 2,
      unit: 'capsules',
      text: 'Täglich 2 Kapseln mit ausreichend Flüssigkeit verzehren.',
    });
    expect(magnesium?.nutrients).toEqual([{ name: 'Magnesium', amount: 400, unit: 'mg', nrv_percent: 107 }]);
    expect(magnesium?.warnings).toContain('Außerhalb der Reichweite von kleinen Kindern aufbewahren.');
    expect(magnesium?.warnings).toHaveLength(3);
    expect(magnesium?.responsible_company).toEqual({
      name: 'VitalShop GmbH',
      street: 'Gesundheitsweg 12',
      postcode: '10115',
      city: 'Berlin',
      country_code: 'DE',
    });
    // The configurable family answers too; EPA has no reference value, fish is an allergen.
    const omega = facts.get('OMEGA-3');
    expect(omega?.nutrients.find((n) => n.name === 'EPA')?.nrv_percent).toBeNull();
    expect(omega?.ingredients.filter((i) => i.allergen).map((i) => i.name)).toEqual([
      'Fischöl',
      'Kapselhülle: Gelatine (Fisch)',
    ]);
  });

  it('answer in English with the Swiss company in the Swiss shop', async () => {
    const facts = (await factsOf(['EISEN-6M'], 'ch_en')).get('EISEN-6M');
    expect(facts?.nutrients.map((n) => n.name)).toEqual(['Iron', 'Vitamin C']);
    expect(facts?.warnings).toContain('Iron can cause poisoning in small children.');
    expect(facts?.warnings[0]).toBe('Do not exceed the stated recommended daily dose.');
    expect(facts?.responsible_company.name).toBe('VitalShop Schweiz AG');
    expect(facts?.responsible_company.country_code).toBe('CH');
  });

  it('reach a database seeded before they existed on the next start, once', async () => {
    const { db } = t.app.database;
    const counts = async () => {
      const [facts] = await db.select({ n: count() }).from(supplementFacts);
      const [nutrients] = await db.select({ n: count() }).from(supplementNutrients);
      const [ingredients] = await db.select({ n: count() }).from(supplementIngredients);
      const [companies] = await db.select({ n: count() }).from(responsibleCompanies);
      return {
        facts: facts!.n,
        nutrients: nutrients!.n,
        ingredients: ingredients!.n,
        companies: companies!.n,
      };
    };
    const seeded = await counts();
    // A shop seeded before migration 0013: the tables are there, but empty.
    await db.delete(supplementNutrients);
    await db.delete(supplementIngredients);
    await db.delete(supplementFacts);
    await db.delete(responsibleCompanies);
    expect(await counts()).toEqual({ facts: 0, nutrients: 0, ingredients: 0, companies: 0 });
    expect((await factsOf(['PRO-MAG-1M'], 'de')).get('PRO-MAG-1M')).toBeNull();

    // The next start (same database, already seeded) fills them in.
    const restarted = await buildApp({ config: t.config, database: t.app.database });
    try {
      await restarted.ready();
      expect(await counts()).toEqual(seeded);
      const magnesium = (await factsOf(['PRO-MAG-1M'], 'de')).get('PRO-MAG-1M');
      expect(magnesium?.nutrients).toEqual([
        { name: 'Magnesium', amount: 400, unit: 'mg', nrv_percent: 107 },
      ]);
      expect(magnesium?.responsible_company.name).toBe('VitalShop GmbH');
    } finally {
      await restarted.close();
    }

    // Every later start leaves them as they are, an editor's change included.
    const [magnesiumProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, 'PRO-MAG-1M'));
    await db
      .update(supplementFacts)
      .set({ dailyDoseQuantity: 3 })
      .where(eq(supplementFacts.productId, magnesiumProduct!.id));
    await completeSeed(db);
    expect(await counts()).toEqual(seeded);
    expect((await factsOf(['PRO-MAG-1M'], 'de')).get('PRO-MAG-1M')?.daily_dose.quantity).toBe(3);
  });
});
