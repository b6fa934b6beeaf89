// `npm run bench:checkout`: how long buying takes. Starts its own shop server (127.0.0.1, a free
// port, a throwaway data folder) and lets 1, 10 and 50 guest shoppers at once each run the whole
// checkout as the SPA does it: createEmptyCart, addProductsToCart, setGuestEmailOnCart,
// setShippingAddressesOnCart, setShippingMethodsOnCart, setBillingAddressOnCart,
// setPaymentMethodOnCart (invoice), placeOrder. Prints p50/p95 of placeOrder alone and of the
// whole sequence, on the embedded database (PGlite) and on PostgreSQL, then stops the server.
//
// Settings (environment): DATABASE_URL (a PostgreSQL server: a throwaway database is created on
// it and dropped afterwards; unset, PostgreSQL is skipped), BENCH_DB (pglite,postgres),
// BENCH_ROUNDS (rounds per level, default 1:20, 10:4, 50:2).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startShop } from './shop-process.ts';

const env = process.env;
const DBS = (env.BENCH_DB ?? 'pglite,postgres').split(',').filter(Boolean);
const LEVELS: [shoppers: number, rounds: number][] = [
  [1, Number(env.BENCH_ROUNDS ?? 20)],
  [10, Number(env.BENCH_ROUNDS ?? 4)],
  [50, Number(env.BENCH_ROUNDS ?? 2)],
];
/** Pack variants with 250 units each in the seed: the orders spread over them. */
const SKUS = ['PRO-MAG-1M', 'VIT-D3K2-1M', 'VIT-D3-1M', 'OMEGA-3-1M', 'ZINK-1M'];
const ADDRESS = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Musterstraße 1'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  telephone: '030 123456',
};

async function call(base: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'de' },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors[0]?.message);
  return json.data ?? {};
}

const M = {
  add: 'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
  email:
    'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "bench@example.com" }) { cart { id } } }',
  shipping:
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id shipping_addresses { available_shipping_methods { carrier_code } } } } }',
  method:
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id prices { grand_total { value } } } } }',
  billing:
    'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
  payment:
    'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
  place: 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }',
};

/** One shopper's checkout; answers the milliseconds of placeOrder and of the whole sequence. */
async function shopper(base: string, i: number): Promise<{ place: number; all: number }> {
  const start = performance.now();
  const { createEmptyCart: id } = (await call(base, 'mutation { createEmptyCart }', {})) as {
    createEmptyCart: string;
  };
  const added = (await call(base, M.add, { id, sku: SKUS[i % SKUS.length] })) as {
    addProductsToCart: { user_errors: { message: string }[] };
  };
  if (added.addProductsToCart.user_errors.length)
    throw new Error(added.addProductsToCart.user_errors[0]?.message);
  await call(base, M.email, { id });
  await call(base, M.shipping, { id, a: ADDRESS });
  await call(base, M.method, { id });
  await call(base, M.billing, { id });
  await call(base, M.payment, { id });
  const before = performance.now();
  const placed = (await call(base, M.place, { id })) as { placeOrder: { order: { order_number: string } } };
  if (!placed.placeOrder.order.order_number) throw new Error('no order number');
  const end = performance.now();
  return { place: end - before, all: end - start };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
};
const ms = (v: number) => `${v.toFixed(0).padStart(6)} ms`;

async function benchDatabase(db: string): Promise<void> {
  let databaseUrl = '';
  let admin: pg.Client | undefined;
  const name = `shop_bench_checkout_${process.pid}`;
  if (db === 'postgres') {
    if (!env.DATABASE_URL) {
      console.log('postgres: skipped (set DATABASE_URL to a PostgreSQL server to measure it too)');
      return;
    }
    admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startShop({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SERVE_CLIENT: 'false',
    CAPTCHA: 'off',
    SEARCH_INDEXER: 'off',
    SMTP_URL: '',
  });
  try {
    await shopper(base, 0); // warm-up (first queries, templates)
    console.log(
      `\n${db}: load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    let n = 1;
    for (const [shoppers, rounds] of LEVELS) {
      const place: number[] = [];
      const all: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const results = await Promise.all(Array.from({ length: shoppers }, () => shopper(base, n++)));
        for (const x of results) {
          place.push(x.place);
          all.push(x.all);
        }
      }
      console.log(
        `${db.padEnd(8)} ${String(shoppers).padStart(2)} shoppers (${String(place.length).padStart(3)} orders)  placeOrder p50 ${ms(percentile(place, 50))} p95 ${ms(percentile(place, 95))}   whole checkout (8 mutations) p50 ${ms(percentile(all, 50))} p95 ${ms(percentile(all, 95))}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

for (const db of DBS) await benchDatabase(db);
