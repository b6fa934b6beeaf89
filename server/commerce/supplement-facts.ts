// Extension: the label particulars of food supplements (graphql/schema/supplement-facts.graphql),
// read from their tables in the store view's language, batched over the products of a query.

import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../domain/store.ts';
import {
  responsibleCompanies,
  supplementFacts,
  supplementIngredients,
  supplementNutrients,
} from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { batchOnNextTurn, catalogSession } from './session.ts';

export interface SupplementFactsView {
  __typename: 'SupplementFacts';
  daily_dose: { __typename: 'SupplementDailyDose'; quantity: number; unit: string; text: string };
  nutrients: {
    __typename: 'SupplementNutrient';
    name: string;
    amount: number;
    unit: string;
    nrv_percent: number | null;
  }[];
  warnings: string[];
  ingredients: { __typename: 'SupplementIngredient'; name: string; allergen: boolean }[];
  responsible_company: {
    __typename: 'ResponsibleCompany';
    name: string;
    street: string;
    postcode: string;
    city: string;
    country_code: string;
  };
}

async function loadFacts(
  ctx: CommerceContext,
  ids: readonly number[],
  language: Language,
  websiteCode: string,
): Promise<(SupplementFactsView | null)[]> {
  const [facts, nutrients, ingredients, [company]] = await Promise.all([
    ctx.db
      .select()
      .from(supplementFacts)
      .where(inArray(supplementFacts.productId, [...ids])),
    ctx.db
      .select()
      .from(supplementNutrients)
      .where(inArray(supplementNutrients.productId, [...ids]))
      .orderBy(asc(supplementNutrients.position)),
    ctx.db
      .select()
      .from(supplementIngredients)
      .where(inArray(supplementIngredients.productId, [...ids]))
      .orderBy(asc(supplementIngredients.position)),
    ctx.db.select().from(responsibleCompanies).where(eq(responsibleCompanies.websiteCode, websiteCode)),
  ]);
  return ids.map((id) => {
    const row = facts.find((f) => f.productId === id);
    if (!row || !company) return null;
    return {
      __typename: 'SupplementFacts',
      daily_dose: {
        __typename: 'SupplementDailyDose',
        quantity: row.dailyDoseQuantity,
        unit: row.dailyDoseUnit,
        text: row.dailyDoseText[language],
      },
      nutrients: nutrients
        .filter((n) => n.productId === id)
        .map((n) => ({
          __typename: 'SupplementNutrient',
          name: n.name[language],
          amount: n.amount,
          unit: n.unit,
          nrv_percent: n.nrvPercent,
        })),
      warnings: row.warnings.map((w) => w[language]),
      ingredients: ingredients
        .filter((g) => g.productId === id)
        .map((g) => ({ __typename: 'SupplementIngredient', name: g.name[language], allergen: g.allergen })),
      responsible_company: {
        __typename: 'ResponsibleCompany',
        name: company.name,
        street: company.street,
        postcode: company.postcode,
        city: company.city,
        country_code: company.countryCode,
      },
    };
  });
}

const loaders = new WeakMap<CommerceContext, DataLoader<number, SupplementFactsView | null>>();

export const supplementFactsFields = {
  supplement_facts: async (parent: { id?: number | null }, _args: unknown, ctx: CommerceContext) => {
    let loader = loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly number[]) => {
        const { language, websiteCode } = await catalogSession(ctx).scope();
        return loadFacts(ctx, ids, language, websiteCode);
      }, batchOnNextTurn);
      loaders.set(ctx, loader);
    }
    return loader.load(parent.id ?? 0);
  },
};
