import type {
  ContentEvent,
  EventType,
  MenuCard,
  MenuItem,
  NewsTickerItem,
  NotificationBanner,
} from '../../domain/content-types.ts';

// What content_settings stores per language. Menus are stored the way an editor maintains
// them; what depends on the catalogue (category entries, card prices) and on the request
// (current/active, login state) is filled in when the API answers, so it never goes stale.

/** A menu card; a card naming `productSku` gets the product's live data and prices. */
export interface StoredMenuCard extends Omit<MenuCard, 'product'> {
  productSku?: string;
}

export interface CatalogChildren {
  parentUrlPath: string | null;
  excludeUrlPaths?: string[];
}

export interface StoredMenuItem {
  title: string;
  link: string;
  target?: string | null;
  children?: StoredMenuItem[];
  menuCards?: StoredMenuCard[];
  menuLinkIcon?: string | null;
  menuBottomCta?: MenuItem['menuBottomCta'];
  /**
   * Children read from the catalogue per request, before the stored children: the
   * subcategories of the category at `parentUrlPath`, or the top categories when it is null
   * (minus `excludeUrlPaths`), each with its own subcategories.
   */
  catalogChildren?: CatalogChildren;
}

export interface StoredFooterSection {
  title: string;
  children: StoredMenuItem[];
}

export interface ContentSettings {
  /** Site name, appended to every page's meta title. */
  site_name: string;
  main_menu: StoredMenuItem[];
  cta_menu: StoredMenuItem[];
  footer_menu: StoredFooterSection[];
  footer_meta: StoredMenuItem[];
  footer_copyright: string;
  news_ticker: NewsTickerItem[];
  notification_banner: NotificationBanner | null;
  events: ContentEvent[];
  event_types: EventType[];
}

export type ContentSettingKey = keyof ContentSettings;

/** What a language without any stored settings answers: empty menus, no banner. */
export const emptySettings: ContentSettings = {
  site_name: '',
  main_menu: [],
  cta_menu: [],
  footer_menu: [],
  footer_meta: [],
  footer_copyright: '',
  news_ticker: [],
  notification_banner: null,
  events: [],
  event_types: [],
};
