import type { ContentSettings } from '../../content/settings.ts';
import { pagePath } from '../../content/site.ts';
import type { ContentElement, ContentImage, MenuCard } from '../../../domain/content-types.ts';
import type { Language } from '../../../domain/store.ts';

// Shapes and small builders for the seeded content, so the language files read like the
// pages an editor would create rather than like JSON.

/** A content element as written in the seed; ids (like TYPO3's tt_content uids) are given on insert. */
export type ElementSeed = ContentElement extends infer E
  ? E extends ContentElement
    ? Omit<E, 'id' | 'colPos'> & { colPos?: number }
    : never
  : never;

export interface PageSeed {
  slug: string;
  translationKey: string;
  title: string;
  description: string;
  kind?: 'page' | 'article' | 'news';
  layout?: 'default' | 'empty' | 'two-column';
  restricted?: boolean;
  /** Route middleware the storefront runs first ('auth', 'guest'). */
  middleware?: string[];
  /** ISO date; articles and news show it. */
  publishedAt?: string;
  elements: ElementSeed[];
}

export interface LanguageContent {
  settings: ContentSettings;
  pages: PageSeed[];
}

/** A product of the seeded catalogue, as the content refers to it. */
export interface SeedProduct {
  sku: string;
  name: string;
  urlKey: string;
  shortDescription: string;
}

/** What the content seed reads from the catalogue for one language. */
export interface SeedCatalog {
  language: Language;
  /** Products for teasers: one pack per product family, in catalogue order. */
  featured: SeedProduct[];
  /** A pack on sale in the EUR shop, if any: menu cards show its discount. */
  onSale: SeedProduct | null;
  /** Top categories in menu order. */
  categories: { title: string; urlPath: string }[];
}

export const contentImage = (name: string, alt: string, width = 1200, height = 800): ContentImage => ({
  url: `/fileadmin/content/${name}.svg`,
  alt,
  width,
  height,
});

export const text = (header: string | null, bodytext: string, colPos = 0): ElementSeed => ({
  type: 'text',
  colPos,
  content: { header, headerLayout: 2, bodytext },
});

export const accordion = (
  header: string | null,
  items: [title: string, bodytext: string][],
): ElementSeed => ({
  type: 'accordion',
  content: { header, items: items.map(([title, bodytext]) => ({ title, bodytext })) },
});

/** A teaser card that links to an article, with its date and reading time. */
export const articleCard = (
  page: PageSeed,
  language: Language,
  teaser: string,
  readTime: string,
  image: ContentImage | null,
): MenuCard => ({
  headline: page.title,
  text: teaser,
  link: { href: pagePath(language, page.slug) },
  image,
  menuCardIcon: 'article',
  blog_date: page.publishedAt ?? null,
  blog_read_time: readTime,
});

/** A menu card for a product; the content API adds its live prices from the catalogue. */
export const productCard = (product: SeedProduct, language: Language) => ({
  headline: product.name,
  text: product.shortDescription,
  link: { href: pagePath(language, product.urlKey) },
  image: null,
  menuCardIcon: 'product',
  blog_date: null,
  blog_read_time: null,
  productSku: product.sku,
});

/** The product menu's two cards: the pack on sale (its discount draws attention) and a bestseller. */
export function menuProductCards(catalog: SeedCatalog) {
  const [first, second] = catalog.featured;
  const picks = catalog.onSale ? [catalog.onSale, first] : [first, second];
  return picks.flatMap((p) => (p ? [productCard(p, catalog.language)] : []));
}
