// The content API's JSON shapes (TYPO3-headless style). The SPA imports these types
// only (`import type`), so a real TYPO3 headless site answering the same shapes can
// replace the bundled server.

import type { Language } from './store.ts';

export interface Link {
  href: string;
  target?: string | null;
  title?: string | null;
}

export interface ContentImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** A product shown on a menu card or a content teaser. */
export interface CardProduct {
  sku: string;
  productType: string;
  productAmount: string;
  productWeight: string;
  productScaleUnit: string;
  price: string;
  discountPrice: string | null;
  discountLabel: string | null;
}

export interface MenuCard {
  headline: string;
  text: string;
  link: Link;
  image: ContentImage | null;
  menuCardIcon: string | null;
  blog_date: string | null;
  blog_read_time: string | null;
  product?: CardProduct | null;
}

export interface MenuItem {
  title: string;
  link: string;
  target?: string | null;
  children: MenuItem[];
  menuCards: MenuCard[];
  menuLinkIcon: string | null;
  menuBottomCta: Link | null;
  current: boolean;
  active: boolean;
  hasSubpages: boolean;
}

export interface LanguageLink {
  languageId: number;
  locale: string;
  title: string;
  twoLetterIsoCode: Language;
  link: string;
  active: boolean;
  available: boolean;
}

export interface NotificationBanner {
  id: string;
  label: string;
  link: Link | null;
}

export interface NewsTickerItem {
  id: string;
  text: string;
  link: Link | null;
}

export interface ContentEvent {
  id: string;
  title: string;
  teaserText: string;
  link: string;
  startDate: string;
  endDate: string | null;
  location: string;
  eventType: string;
  image: ContentImage | null;
}

export interface EventType {
  id: string;
  title: string;
}

export interface FooterSection {
  title: string;
  /** Sections hidden in the storefront (Fachkreise, Produktdetailseiten, Lohnherstellung) still come from the API. */
  children: MenuItem[];
}

/** GET /typo3-api/{lang}/magento-content/ */
export interface MagentoContent {
  main_menu: MenuItem[];
  cta_menu: MenuItem[];
  footer_menu: FooterSection[];
  footer_meta: MenuItem[];
  footer_copyright: string;
  news_ticker: NewsTickerItem[];
  notification_banner: NotificationBanner | null;
  languages: LanguageLink[];
  is_user_loggedin: boolean;
  doccheck_verified: boolean;
  events_list: { events: ContentEvent[]; eventTypes: EventType[] };
}

// ---------------------------------------------------------------------------
// Pages: GET /typo3-api/{lang}/{page path}
// ---------------------------------------------------------------------------

interface ElementBase<T extends string, C> {
  id: number | string;
  type: T;
  colPos: number;
  content: C;
}

export type ContentElement =
  | ElementBase<'text', { header: string | null; headerLayout: number; bodytext: string }>
  | ElementBase<
      'textpic',
      {
        header: string | null;
        headerLayout: number;
        bodytext: string;
        image: ContentImage;
        imagePosition: 'left' | 'right';
      }
    >
  | ElementBase<'image', { image: ContentImage; caption: string | null }>
  | ElementBase<
      'hero',
      {
        header: string;
        subheader: string | null;
        image: ContentImage | null;
        link: Link | null;
        linkText: string | null;
      }
    >
  | ElementBase<'teaser_cards', { header: string | null; cards: MenuCard[] }>
  | ElementBase<'product_teaser', { header: string | null; skus: string[] }>
  | ElementBase<'product_detail', { sku: string }>
  | ElementBase<
      'category_teaser',
      { header: string | null; categories: { title: string; link: string; image: ContentImage | null }[] }
    >
  | ElementBase<'accordion', { header: string | null; items: { title: string; bodytext: string }[] }>
  | ElementBase<'event_list', { header: string | null }>
  | ElementBase<'usp_bar', { items: { title: string; text: string; icon: string }[] }>;

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  ogImage: string | null;
}

export interface ContentPage {
  id: number;
  type: string;
  slug: string;
  appearance: { layout: 'default' | 'empty' | 'two-column'; backendLayout: string };
  /**
   * Route middleware (guards) the storefront runs before it shows the page, by name ('auth',
   * 'guest'); the storefront answers a name it does not know with 500 'Unknown middleware'.
   */
  middleware: string[];
  meta: PageMeta;
  i18n: LanguageLink[];
  breadcrumbs: { title: string; link: string }[];
  content: { colPos0: ContentElement[]; colPos1?: ContentElement[] };
}
