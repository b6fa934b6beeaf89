// The search collections: two per language (products per store view, content per language), in
// Typesense's collection schema format, so the same definitions create them in a real Typesense
// cluster. `weight` (A–D) and `language` are ours: the embedded engine ranks a match in an
// A field above one in a D field, and stems with the language's text-search configuration.

import type { Language } from '../../domain/store.ts';

export type FieldType = 'string' | 'string[]' | 'int32' | 'int64' | 'float' | 'bool';
export type Weight = 'A' | 'B' | 'C' | 'D';

export interface FieldSchema {
  name: string;
  type: FieldType;
  facet?: boolean;
  optional?: boolean;
  index?: boolean;
  sort?: boolean;
}

export interface CollectionDefinition {
  name: string;
  kind: 'products' | 'content';
  /** Store view (products) or language (content) the collection serves. */
  scope: string;
  language: Language;
  fields: FieldSchema[];
  default_sorting_field: string;
  /** Searchable string fields of the embedded engine and their weight class. */
  weights: Record<string, Weight>;
  /**
   * Long texts the embedded engine searches but does not keep in the stored document (hits
   * stay small; the spec's hit fields do not include them).
   */
  searchOnly: string[];
}

const PRODUCT_FIELDS: FieldSchema[] = [
  { name: 'title', type: 'string' },
  { name: 'name', type: 'string', sort: true },
  { name: 'magentoSku', type: 'string' },
  { name: 'teaserText', type: 'string' },
  { name: 'description', type: 'string', optional: true },
  { name: 'link', type: 'string', index: false, optional: true },
  { name: 'teaserImage', type: 'string', index: false, optional: true },
  { name: 'price', type: 'float', sort: true },
  { name: 'discountPrice', type: 'float', optional: true },
  // Extension (§11 PAngV): with discountPrice, the lowest price of the 30 days before the
  // reduction, which the hit shows crossed out and labelled; absent when no earlier price is known.
  { name: 'lowestPrice30Days', type: 'float', index: false, optional: true },
  // What the shopper pays (the sale price when there is one): the price sorts use it.
  { name: 'finalPrice', type: 'float', sort: true },
  { name: 'productTaxLabel', type: 'string', index: false, optional: true },
  // Extension: the legal base price (PAngV) of finalPrice, per basePriceQuantity basePriceUnit
  // (kg, l or units), so a hit shows it beside its price.
  { name: 'basePrice', type: 'float', index: false, optional: true },
  { name: 'basePriceUnit', type: 'string', index: false, optional: true },
  { name: 'basePriceQuantity', type: 'int32', index: false, optional: true },
  { name: 'smallInfo', type: 'string', index: false, optional: true },
  { name: 'uid', type: 'string' },
  { name: 'productCategory', type: 'string', optional: true },
  { name: 'productRating', type: 'float', sort: true },
  { name: 'outOfStock', type: 'bool', facet: true },
  { name: 'nutrients', type: 'string[]', facet: true },
  { name: 'attributes', type: 'string[]', facet: true },
  { name: 'categories', type: 'string[]', facet: true },
  { name: 'usages', type: 'string[]', facet: true },
  { name: 'rating', type: 'int32', facet: true, sort: true },
  { name: 'raptor_rank', type: 'int32', sort: true },
];

const CONTENT_FIELDS: FieldSchema[] = [
  { name: 'title', type: 'string', sort: true },
  { name: 'teaserText', type: 'string' },
  { name: 'body', type: 'string', optional: true },
  { name: 'link', type: 'string', index: false },
  { name: 'teaserImage', type: 'string', index: false, optional: true },
  { name: 'type', type: 'string', facet: true },
  { name: 'uid', type: 'string' },
  { name: 'published_at', type: 'int64', sort: true },
  { name: 'raptor_rank', type: 'int32', sort: true },
];

export const PRODUCT_WEIGHTS: Record<string, Weight> = {
  title: 'A',
  name: 'A',
  magentoSku: 'A',
  nutrients: 'B',
  categories: 'B',
  usages: 'B',
  productCategory: 'B',
  attributes: 'C',
  teaserText: 'C',
  description: 'D',
};

export const CONTENT_WEIGHTS: Record<string, Weight> = { title: 'A', type: 'B', teaserText: 'C', body: 'D' };

/** Content document types; the SPA labels them Categories, Application Areas, Knowledge, Posts, News, Events. */
export const CONTENT_TYPES = [
  'category',
  'application_area',
  'knowledge',
  'post',
  'news',
  'event',
  'page',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const productsCollection = (storeCode: string, language: Language): CollectionDefinition => ({
  name: `products_${storeCode}`,
  kind: 'products',
  scope: storeCode,
  language,
  fields: PRODUCT_FIELDS,
  default_sorting_field: 'raptor_rank',
  weights: PRODUCT_WEIGHTS,
  searchOnly: ['description'],
});

export const contentCollection = (language: Language): CollectionDefinition => ({
  name: `content_${language}`,
  kind: 'content',
  scope: language,
  language,
  fields: CONTENT_FIELDS,
  default_sorting_field: 'raptor_rank',
  weights: CONTENT_WEIGHTS,
  searchOnly: ['body'],
});

/** The collection schema as Typesense's POST /collections takes and GET /collections/{c} returns it. */
export function typesenseSchema(c: CollectionDefinition) {
  return {
    name: c.name,
    fields: c.fields.map((f) => ({ ...f, optional: f.optional ?? false })),
    default_sorting_field: c.default_sorting_field,
  };
}
