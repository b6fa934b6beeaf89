// 'Notify me when available' (Magento's ProductAlert stock subscription, exposed as the
// extension mutation subscribeProductStockAlert): one open alert per product and address.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productStockAlerts, products } from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { currentCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import { catalogSession } from './session.ts';
import type { Language } from '../../domain/store.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TEXTS: Record<Language, { productNotFound: string; email: string; inStock: string }> = {
  de: {
    productNotFound:
      'Das angeforderte Produkt existiert nicht. Bitte prüfen Sie das Produkt und versuchen Sie es erneut.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    inStock: 'Dieses Produkt ist vorrätig und kann sofort bestellt werden.',
  },
  en: {
    productNotFound: "The product that was requested doesn't exist. Verify the product and try again.",
    email: 'The email field must be a valid email',
    inStock: 'This product is in stock and can be ordered right away.',
  },
};

/** The address as stored (trimmed, lower-cased), or null when it is not an email address. */
export function normalizeAlertEmail(email: string): string | null {
  const normalized = email.trim().toLowerCase();
  return EMAIL_PATTERN.test(normalized) && normalized.length <= 254 ? normalized : null;
}

/** Stores the alert; asking again for the same product and address reopens the one alert. */
export async function subscribeStockAlert(
  db: Db,
  alert: { productId: number; email: string; storeCode: string; customerId: number | null },
): Promise<void> {
  await db
    .insert(productStockAlerts)
    .values(alert)
    .onConflictDoUpdate({
      target: [productStockAlerts.productId, productStockAlerts.email],
      set: {
        storeCode: alert.storeCode,
        customerId: sql`coalesce(excluded.customer_id, ${productStockAlerts.customerId})`,
        notifiedAt: null,
        createdAt: sql`now()`,
      },
    });
}

export const stockAlertMutations = {
  subscribeProductStockAlert: async (
    _root: unknown,
    args: { input: { sku: string; email: string } },
    ctx: CommerceContext,
  ) => {
    const session = catalogSession(ctx);
    const store = await session.store();
    const texts = TEXTS[store.language];
    const [found] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, args.input.sku.trim()))
      .limit(1);
    const [product] = found ? await session.productViews([found.id]) : [];
    if (!found || !product) throw CommerceError.coded('PRODUCT_NOT_FOUND', texts.productNotFound);
    const email = normalizeAlertEmail(args.input.email);
    if (!email) throw CommerceError.coded('STOCK_ALERT_EMAIL_INVALID', texts.email);
    if (product.stock_status !== 'OUT_OF_STOCK')
      throw CommerceError.coded('STOCK_ALERT_IN_STOCK', texts.inStock);
    const customer = await currentCustomer(ctx);
    await subscribeStockAlert(ctx.db, {
      productId: found.id,
      email,
      storeCode: store.code,
      customerId: customer?.id ?? null,
    });
    return true;
  },
};
