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
