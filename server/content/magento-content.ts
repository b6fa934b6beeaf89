import { discountLabel, formatDecimal, formatEur } from './format.ts';
import type { CatalogCardProduct, ContentRepository, MenuCategory } from './repository.ts';
import type { ContentSession } from './session.ts';
import type { CatalogChildren, StoredMenuCard, StoredMenuItem } from './settings.ts';
import { languageLinks, pagePath, parseStorefrontPath } from './site.ts';
import { translatedPaths } from './translations.ts';
import type { CardProduct, MagentoContent, MenuCard, MenuItem } from '../../domain/content-types.ts';
import type { Language } from '../../domain/store.ts';

/**
 * GET /typo3-api/{lang}/magento-content/: menus, footer, ticker, banner, events and the
 * visitor's login flags. `currentPath` is the storefront path the SPA shows (?path=); it
 * marks the current menu entries and points the language links at its translations.
 */
export async function loadMagentoContent(
  repo: ContentRepository,
  language: Language,
  currentPath: string | undefined,
  session: ContentSession,
): Promise<MagentoContent> {
  const settings = await repo.settings(language);
  const skus = collectSkus([...settings.main_menu, ...settings.cta_menu]);
  // Without ?path= the language links lead to each language's home page and no entry is current.
  const current = parseStorefrontPath(currentPath ?? pagePath(language, ''), language);
  const [categories, products, translated] = await Promise.all([
    repo.menuCategories(language),
    repo.cardProducts(language, skus),
    translatedPaths(repo, current.language, current.slug),
  ]);

  const menu = new MenuBuilder(
    language,
    categories,
    products,
    currentPath === undefined ? null : pagePath(current.language, current.slug),
  );
  return {
    main_menu: settings.main_menu.map((item) => menu.item(item)),
    cta_menu: settings.cta_menu.map((item) => menu.item(item)),
    footer_menu: settings.footer_menu.map((section) => ({
      title: section.title,
      children: section.children.map((item) => menu.item(item)),
    })),
    footer_meta: settings.footer_meta.map((item) => menu.item(item)),
    footer_copyright: settings.footer_copyright,
    news_ticker: settings.news_ticker,
    notification_banner: settings.notification_banner,
    languages: languageLinks(language, translated),
    is_user_loggedin: session.isUserLoggedIn,
    doccheck_verified: session.doccheckVerified,
    events_list: {
      events: [...settings.events].sort((a, b) => a.startDate.localeCompare(b.startDate)),
      eventTypes: settings.event_types,
    },
  };
}

function collectSkus(items: StoredMenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.menuCards ?? []).flatMap((card) => (card.productSku ? [card.productSku] : [])),
    ...collectSkus(item.children ?? []),
  ]);
}

/** Turns stored menu entries into the API's menu items, with catalogue data and current/active marks. */
class MenuBuilder {
  constructor(
    private readonly language: Language,
    private readonly categories: MenuCategory[],
    private readonly products: Map<string, CatalogCardProduct>,
    private readonly currentLink: string | null,
  ) {}

  item(stored: StoredMenuItem): MenuItem {
    const children = [
      ...(stored.catalogChildren ? pickCategories(this.categories, stored.catalogChildren) : []).map((c) =>
        this.category(c, 1),
      ),
      ...(stored.children ?? []).map((child) => this.item(child)),
    ];
    return this.finish({
      title: stored.title,
      link: stored.link,
      target: stored.target ?? null,
      children,
      menuCards: (stored.menuCards ?? []).map((card) => this.card(card)),
      menuLinkIcon: stored.menuLinkIcon ?? null,
      menuBottomCta: stored.menuBottomCta ?? null,
    });
  }

  /** A category entry with `depth` levels of subcategories below it (mega menus show two levels). */
  private category(category: MenuCategory, depth: number): MenuItem {
    return this.finish({
      title: category.name,
      link: pagePath(this.language, `c/${category.urlPath}`),
      target: null,
      children: depth > 0 ? category.children.map((c) => this.category(c, depth - 1)) : [],
      menuCards: [],
      menuLinkIcon: null,
      menuBottomCta: null,
    });
  }

  private finish(item: Omit<MenuItem, 'current' | 'active' | 'hasSubpages'>): MenuItem {
    const current = item.link === this.currentLink;
    // A section is active when the current page is in it: its own link is a prefix of the
    // current one (the home link excepted, which is a prefix of everything) or a child is active.
    const isHome = item.link === pagePath(this.language, '');
    const inside = !isHome && this.currentLink !== null && this.currentLink.startsWith(item.link);
    return {
      ...item,
      current,
      active: current || inside || item.children.some((c) => c.active),
      hasSubpages: item.children.length > 0,
    };
  }

  private card({ productSku, ...card }: StoredMenuCard): MenuCard {
    const product = productSku ? this.products.get(productSku) : undefined;
    if (!product) return { ...card, product: null };
    return {
      ...card,
      image: card.image ?? productImage(product),
      product: cardProduct(product),
    };
  }
}

function pickCategories(tops: MenuCategory[], spec: CatalogChildren): MenuCategory[] {
  const find = (list: MenuCategory[]): MenuCategory | undefined => {
    for (const c of list) {
      const hit = c.urlPath === spec.parentUrlPath ? c : find(c.children);
      if (hit) return hit;
    }
    return undefined;
  };
  const list = spec.parentUrlPath === null ? tops : (find(tops)?.children ?? []);
  return list.filter((c) => !spec.excludeUrlPaths?.includes(c.urlPath));
}

function productImage(product: CatalogCardProduct): MenuCard['image'] {
  return product.imageFile ? { url: `/media/catalog/product/${product.imageFile}`, alt: product.name } : null;
}

/** The card's product data; a product without an EUR price shows no price rather than 0,00 €. */
export function cardProduct(product: CatalogCardProduct): CardProduct | null {
  if (product.regularPrice === null) return null;
  const sale =
    product.specialPrice !== null && product.specialPrice < product.regularPrice
      ? product.specialPrice
      : null;
  return {
    sku: product.sku,
    productType: product.inhaltLabel,
    productAmount: product.inhalt === null ? '' : formatDecimal(product.inhalt),
    productWeight: formatDecimal(product.unitValue),
    productScaleUnit: product.unitType,
    price: formatEur(product.regularPrice),
    discountPrice: sale === null ? null : formatEur(sale),
    discountLabel: sale === null ? null : discountLabel(product.regularPrice, sale),
  };
}
