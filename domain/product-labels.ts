// Shown names of the shop's product attributes, per language: the product forms (`inhalt_label`)
// and the search documents' attribute values. The server writes them into facets and search
// documents; the SPA maps a chosen value to the other language when the language is switched.
import type { Language } from './store.ts';

export const INHALT_LABELS: Record<Language, Record<string, string>> = {
  de: {
    capsules: 'Kapseln',
    tablets: 'Tabletten',
    drops: 'Tropfen',
    powder: 'Pulver',
    liquid: 'Flüssigkeit',
    other: 'Sonstiges',
  },
  en: {
    capsules: 'Capsules',
    tablets: 'Tablets',
    drops: 'Drops',
    powder: 'Powder',
    liquid: 'Liquid',
    other: 'Other',
  },
};

/** The search documents' attribute for a product whose shown price is a special price. */
export const SALE_LABEL: Record<Language, string> = { de: 'Im Angebot', en: 'On sale' };
/** The search documents' attribute for a vegan product. */
export const VEGAN_LABEL: Record<Language, string> = { de: 'Vegan', en: 'Vegan' };

/** Every attribute value of the search documents by a language-neutral code. */
function attributeLabels(lang: Language): Record<string, string> {
  return { ...INHALT_LABELS[lang], on_sale: SALE_LABEL[lang], vegan: VEGAN_LABEL[lang] };
}

/**
 * A search document's attribute value ('Kapseln', 'Im Angebot') in another language ('Capsules',
 * 'On sale'); null when it is none of the shop's attribute values.
 */
export function translateAttributeLabel(value: string, from: Language, to: Language): string | null {
  const source = attributeLabels(from);
  const code = Object.keys(source).find((key) => source[key] === value);
  return code === undefined ? null : (attributeLabels(to)[code] ?? null);
}

/**
 * Plurals of the item units products name in `item_unit` (singular, per language): 'Portion' →
 * 'Portionen', 'capsule' → 'capsules'. Units not listed: English by its spelling rule, German as
 * written (many German units are the same in the plural: 'Tropfen', 'Beutel').
 */
const ITEM_UNIT_PLURALS: Record<Language, Record<string, string>> = {
  de: {
    Kapsel: 'Kapseln',
    Tablette: 'Tabletten',
    Kautablette: 'Kautabletten',
    Lutschtablette: 'Lutschtabletten',
    Brausetablette: 'Brausetabletten',
    Portion: 'Portionen',
    Dosis: 'Dosen',
    Ampulle: 'Ampullen',
    Trinkampulle: 'Trinkampullen',
    Tropfen: 'Tropfen',
    Beutel: 'Beutel',
    Softgel: 'Softgels',
    Stick: 'Sticks',
    Sachet: 'Sachets',
    Stück: 'Stück',
    Messlöffel: 'Messlöffel',
  },
  en: {
    capsule: 'capsules',
    tablet: 'tablets',
    drop: 'drops',
    serving: 'servings',
    dose: 'doses',
    ampoule: 'ampoules',
    sachet: 'sachets',
    softgel: 'softgels',
    stick: 'sticks',
    piece: 'pieces',
    scoop: 'scoops',
  },
};

function englishPlural(unit: string): string {
  if (/(s|x|z|ch|sh)$/i.test(unit)) return `${unit}es`;
  if (/[^aeiou]y$/i.test(unit)) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}

/** The item unit in the number `count` needs: singular for exactly one, otherwise its plural. */
export function itemUnitFor(count: number, itemUnit: string, lang: Language): string {
  const unit = itemUnit.trim();
  if (count === 1 || unit === '') return unit;
  const plurals = ITEM_UNIT_PLURALS[lang];
  // Already a plural (an item unit entered as 'Kapseln'): as it is.
  if (Object.values(plurals).includes(unit)) return unit;
  const key = Object.keys(plurals).find((singular) => singular.toLowerCase() === unit.toLowerCase());
  if (key !== undefined) {
    const plural = plurals[key] ?? unit;
    // Keeps the case it was written in ('Capsule' → 'Capsules').
    return unit[0] === key[0] ? plural : unit[0] + plural.slice(1);
  }
  return lang === 'en' ? englishPlural(unit) : unit;
}

/** A pack's count with its unit: '30 Portionen', '1 Kapsel', '60 capsules', '1 serving'. */
export function itemCountLabel(count: number, itemUnit: string, lang: Language): string {
  const unit = itemUnitFor(count, itemUnit, lang);
  return unit === '' ? String(count) : `${count} ${unit}`;
}
