import { expect, type Page } from '@playwright/test';
import { tabTo } from './keyboard-helpers.ts';

// The search overlay of the header and the results page /{lang}/s/, as the search specs reach them.

/** The header's search button ('Suchen' / 'Search'). */
export const searchButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/**
 * Opens the overlay with Enter on the header's search button: focused directly, or reached by
 * Tab (`tab`). Returns the button and the dialog.
 */
export async function openOverlay(page: Page, name: string, { tab = false } = {}) {
  const button = searchButton(page, name);
  if (tab) await tabTo(page, button);
  else await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

/** The product names of the results page's cards, in order. */
export const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
