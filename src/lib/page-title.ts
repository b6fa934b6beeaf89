/** The shop's name, closing every document title (the server writes the same for the pages it serves). */
export const SITE_NAME = 'VitalShop';

/**
 * A page's document title: its own words first, then the shop ('Your shopping cart | VitalShop'),
 * so each route has a title of its own that a screen reader announces after navigating.
 * Titles that already name the shop (content pages carry it from the server) stay as they are.
 */
export function pageTitle(title: string | null | undefined): string {
  const own = title?.trim() ?? '';
  if (own === '') return SITE_NAME;
  return own.includes(SITE_NAME) ? own : `${own} | ${SITE_NAME}`;
}
