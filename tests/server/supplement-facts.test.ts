// Food-supplement label particulars (2002/46/EC, LMIV) as structured product data: seeded for
// every product, answered through the supplement_facts extension in the store view's language,
// with the responsible company of the shop.
import { count, countDistinct } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  products,
  responsibleCompanies,
  supplementFacts,
  supplementIngredients,
  supplementNutrients,
} from '../../server/db/schema.ts';
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
});
