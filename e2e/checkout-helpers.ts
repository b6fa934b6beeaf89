import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

// Steps the checkout specs share: a cart made through the API, address forms, the captcha and
// the mail outbox of the e2e server.

/** A guest cart with PRO-MAG-1M × 2, made through the API, whose id the storefront then uses. */
export async function cartWithProduct(page: Page, store: string): Promise<void> {
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await page.request.post('/graphql', { data: { query, variables }, headers: { store } });
    return (await res.json()) as { data: Record<string, unknown> };
  };
  // Wait for the storefront's own first cart, so its cookie cannot overwrite ours afterwards.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'cart')).toBe(true);
  const id = (await api('mutation { createEmptyCart }')).data.createEmptyCart as string;
  await api(
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 2 }]) { user_errors { message } } }',
    { id },
  );
  await page.context().addCookies([{ name: 'cart', value: id, url: new URL('/', page.url()).toString() }]);
}

export async function setStore(page: Page, store: string) {
  await page
    .context()
    .addCookies([{ name: 'store', value: store, url: new URL('/', page.url()).toString() }]);
}

export function outboxHas(text: string): boolean {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir).some((f) => readFileSync(path.join(dir, f), 'utf8').includes(text));
  } catch {
    return false;
  }
}

export async function fillAddress(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value);
}

export async function solveCaptcha(scope: Locator) {
  const widget = scope.locator('altcha-widget');
  await widget.locator('label').first().click();
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 20_000 });
}
