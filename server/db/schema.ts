import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------
// Store views: EU shop (EUR) and Swiss shop (CHF), each in German and English.
// ---------------------------------------------------------------------------

export const websites = pgTable('websites', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  /** VAT rate in percent for catalogue prices of this website. */
  vatRate: numeric('vat_rate', { mode: 'number' }).notNull(),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const storeViews = pgTable('store_views', {
  code: text('code').primaryKey(),
  websiteCode: text('website_code')
    .notNull()
    .references(() => websites.code),
  name: text('name').notNull(),
  /** Language of the storefront path: 'de' or 'en'. */
  language: text('language').notNull(),
  /** Magento-style locale, e.g. de_DE, en_GB. */
  locale: text('locale').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  defaultTitle: text('default_title').notNull(),
  defaultDescription: text('default_description').notNull().default(''),
  copyright: text('copyright').notNull().default(''),
});

// ---------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Materialised path of ids, e.g. '1/2/7'. */
    path: text('path').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    isAnchor: boolean('is_anchor').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    /** Full path of url keys below the root, e.g. 'vitamine/vitamin-d'. */
    urlPath: text('url_path').notNull(),
    description: text('description').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_translations_path_idx').on(t.language, t.urlPath),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    /** 'simple' or 'configurable'. */
    typeId: text('type_id').notNull(),
    /** Configurable parent of a pack-size variant. */
    parentId: integer('parent_id'),
    /** Months of supply of a pack (1, 3, 6); null on configurable parents. */
    packMonths: integer('pack_months'),
    /** capsules, tablets, drops, powder, liquid, other */
    inhaltLabel: text('inhalt_label').notNull(),
    /** Number of items in the pack (capsules, tablets, servings). */
    inhalt: numeric('inhalt', { mode: 'number' }),
    /** g, ml or units */
    unitType: text('unit_type').notNull(),
    unitValue: numeric('unit_value', { mode: 'number' }).notNull(),
    /** Shipping weight in kg. */
    weight: numeric('weight', { mode: 'number' }),
    stockQty: integer('stock_qty').notNull().default(0),
    /** Quantity at or below which 'only X left' is shown. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    isInStock: boolean('is_in_stock').notNull().default(true),
    /** Listed in category pages and search (pack variants are, their parent too). */
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_parent_idx').on(t.parentId)],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    itemUnit: text('item_unit').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    uniqueIndex('product_translations_url_idx').on(t.language, t.urlKey),
  ],
);

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteCode: text('website_code')
      .notNull()
      .references(() => websites.code),
    regularPrice: numeric('regular_price', { mode: 'number' }).notNull(),
    /** Discounted price, when the product is on sale. */
    specialPrice: numeric('special_price', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.websiteCode] })],
);

/**
 * The price a product is listed at on a website, kept by triggers on product_prices and products
 * (see the migration): its own final price, or its cheapest variant's for a configurable product,
 * and whether that price is an active special price. Listings filter, sort and bucket by it with
 * an index instead of computing it per row.
 */
export const productListPrices = pgTable(
  'product_list_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteCode: text('website_code')
      .notNull()
      .references(() => websites.code, { onDelete: 'cascade' }),
    price: numeric('price', { mode: 'number' }).notNull(),
    onSale: boolean('on_sale').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.websiteCode, t.productId] }),
    index('product_list_prices_price_idx').on(t.websiteCode, t.price),
  ],
);

/**
 * Every final price a product had on a website and since when (§11 PAngV: a reduction states the
 * lowest price of the 30 days before it). A trigger on product_prices appends a row whenever the
 * final price changes (see the migration); the seed writes an earlier history first.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteCode: text('website_code')
      .notNull()
      .references(() => websites.code, { onDelete: 'cascade' }),
    price: numeric('price', { mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.websiteCode, t.validFrom)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path below /media/catalog/product/, e.g. 'pro-magnesium/1.svg'. */
    file: text('file').notNull(),
    position: integer('position').notNull().default(0),
    labelDe: text('label_de').notNull().default(''),
    labelEn: text('label_en').notNull().default(''),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_cat_idx').on(t.categoryId),
  ],
);

export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** related, upsell or crosssell */
    linkType: text('link_type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkedProductId, t.linkType] })],
);

// ---------------------------------------------------------------------------
// Content (the content API's store: pages made of typed elements, menus, texts)
// ---------------------------------------------------------------------------

export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    /** Path below the language prefix without slashes at either end; '' is the home page. */
    slug: text('slug').notNull(),
    /** Pages that are translations of each other share a key (used for hreflang and the language switch). */
    translationKey: text('translation_key').notNull(),
    layout: text('layout').notNull().default('default'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Only verified professionals may see the page. */
    restricted: boolean('restricted').notNull().default(false),
    /**
     * Route middleware (guards) the storefront runs before showing the page, by name:
     * 'auth' (logged-in customers only), 'guest' (logged-out visitors only). An unknown name
     * is an editor's mistake and shows 500 'Unknown middleware'.
     */
    middleware: text('middleware').array().notNull().default(sql`'{}'::text[]`),
    /** Typed content elements, in order (see domain/content-types.ts). */
    elements: jsonb('elements').notNull().default(sql`'[]'::jsonb`),
    /** Page kind for listings: page, article, news, event, product. */
    kind: text('kind').notNull().default('page'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_slug_idx').on(t.language, t.slug),
    index('content_pages_tkey_idx').on(t.translationKey),
  ],
);

/** Site-wide content per language: menus, footer, ticker, banner (key → JSON). */
export const contentSettings = pgTable(
  'content_settings',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** One row once the seed has run, so a second start keeps the data as it is. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Customers and their sessions
// ---------------------------------------------------------------------------

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Lower-cased; one account per address across the shop's websites (Magento's global sharing). */
  email: text('email').notNull().unique(),
  /** argon2id (m=19456, t=2, p=1) in PHC string format. */
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  prefix: text('prefix'),
  suffix: text('suffix'),
  /** YYYY-MM-DD as entered. */
  dateOfBirth: text('date_of_birth'),
  /** Magento's codes: 1 male, 2 female, 3 not specified. */
  gender: integer('gender'),
  taxvat: text('taxvat'),
  phonenumber: text('phonenumber'),
  marketingNote: text('marketing_note'),
  affiliateCode: text('affiliate_code'),
  isSubscribed: boolean('is_subscribed').notNull().default(false),
  /** Magento customer group: 1 general; 3, 4 and 5 change savings-plan options (spec 6). */
  groupId: integer('group_id').notNull().default(1),
  /** Failed sign-ins in a row; reset by a successful one. */
  failuresNum: integer('failures_num').notNull().default(0),
  /** Sign-in refused until then, after too many failures in a row. */
  lockExpires: timestamp('lock_expires', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens of signed-in customers: only a SHA-256 hash of the token is stored. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId)],
);

/** Password reset links: hashed, single use, expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/**
 * A customer's address book (Magento's customer_address_entity). Default billing and shipping are
 * flags here; the partial unique indexes keep at most one of each per customer.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    middlename: text('middlename'),
    prefix: text('prefix'),
    suffix: text('suffix'),
    company: text('company'),
    telephone: text('telephone').notNull(),
    /** Up to 4 lines: street, apartment, neighborhood, extra (empty lines are not stored). */
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code').notNull(),
    /** Magento's region id and code when the country has a region list (domain/countries.ts). */
    regionId: integer('region_id'),
    regionCode: text('region_code'),
    /** The region's name (or free text for a country without a list). */
    region: text('region'),
    vatId: text('vat_id'),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_default_billing_idx').on(t.customerId).where(sql`${t.isDefaultBilling}`),
    uniqueIndex('customer_addresses_default_shipping_idx')
      .on(t.customerId)
      .where(sql`${t.isDefaultShipping}`),
  ],
);

/** Captcha solutions already accepted (hash of the challenge nonce), kept until the challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Rate limit counters shared by every instance on one PostgreSQL database (see
 * server/commerce/rate-limits.ts): attempts of one kind by one client in the current window.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------
// Carts and coupons
// ---------------------------------------------------------------------------

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** Magento's masked cart id: 32 random characters [A-Za-z0-9], the only id clients see. */
    maskedId: text('masked_id').notNull().unique(),
    /** Null for a guest cart. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * Store view the cart was created in; it can be used in the store views of the same website
     * (shop) only. Null for carts created before it was recorded: usable in any.
     */
    storeCode: text('store_code'),
    email: text('email'),
    /** False once ordered or merged into another cart. */
    isActive: boolean('is_active').notNull().default(true),
    /** Chosen shipping method as carrier_code/method_code, e.g. 'dhl/standard'. */
    shippingMethod: text('shipping_method'),
    /** Country of the shipping address (copied so the totals need no extra read). */
    shippingCountry: text('shipping_country'),
    /** Chosen payment method code (invoice, banktransfer, stripe, paypal). */
    paymentMethod: text('payment_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_customer_idx').on(t.customerId, t.isActive)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The product shipped: a simple product or the chosen pack-size variant. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Configurable parent when the line was added through its options. */
    parentProductId: integer('parent_product_id').references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

/** Options of a cart line: purchase_mode (oneTime, onGoing) and delivery_interval (monthly, quarterly). */
export const cartItemOptions = pgTable(
  'cart_item_options',
  {
    cartItemId: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartItemId, t.code] })],
);

export const coupons = pgTable('coupons', {
  /** Upper-cased; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  /** 'percent' off the subtotal, or a 'fixed' amount in the store's currency. */
  discountType: text('discount_type').notNull(),
  amount: numeric('amount', { mode: 'number' }).notNull(),
  labelDe: text('label_de').notNull(),
  labelEn: text('label_en').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

/** The coupon applied to a cart (Magento applies one code per cart). */
export const cartCoupons = pgTable('cart_coupons', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  couponCode: text('coupon_code')
    .notNull()
    .references(() => coupons.code),
});

// ---------------------------------------------------------------------------
// Product reviews and stock alerts
// ---------------------------------------------------------------------------

/**
 * Reviews, as in Magento: written in one store view's language and shown there, pending until
 * approved. A review of a pack size belongs to its configurable parent, so every pack of a
 * product shows the same reviews.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Language of the store view it was written in ('de' or 'en'); shown there only. */
    language: text('language').notNull(),
    /** Store view it was written in, when known. */
    storeCode: text('store_code'),
    /** The signed-in customer who wrote it; null for a guest. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    summary: text('summary').notNull(),
    text: text('text').notNull(),
    /** 'approved' (shown), 'pending' (new, awaiting moderation) or 'not_approved'. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_reviews_product_idx').on(t.productId, t.language, t.status)],
);

/** The stars of a review per rating (the shop rates one aspect, 'Rating', 1–5). */
export const productReviewRatings = pgTable(
  'product_review_ratings',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    /** Rating name, e.g. 'Rating'. */
    ratingCode: text('rating_code').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.ratingCode] })],
);

/** 'Notify me when available' requests: one open alert per product and address. */
export const productStockAlerts = pgTable(
  'product_stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Store view of the request: the alert mail goes out in its language. */
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the back-in-stock mail has been sent. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('product_stock_alerts_product_email_idx').on(t.productId, t.email)],
);

// ---------------------------------------------------------------------------
// Checkout: addresses on carts; orders, their lines, addresses and payments
// ---------------------------------------------------------------------------

/** The shipping and billing address of a cart (kind 'shipping' or 'billing'). */
export const cartAddresses = pgTable(
  'cart_addresses',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The customer's saved address it was taken from, if any. */
    customerAddressId: integer('customer_address_id'),
    /** Billing only: the shipping address is used. */
    sameAsShipping: boolean('same_as_shipping').notNull().default(false),
    /** Save it to the customer's address book when the order is placed. */
    saveInAddressBook: boolean('save_in_address_book').notNull().default(false),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode'),
    region: text('region'),
    countryCode: text('country_code').notNull(),
    telephone: text('telephone'),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.kind] })],
);

/** The last order number handed out per website (numbers are sequential per shop). */
export const orderSequences = pgTable('order_sequences', {
  websiteCode: text('website_code').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Magento's order number (increment id), unique across shops. */
    number: text('number').notNull().unique(),
    /**
     * One order per cart: a second placeOrder of the same cart cannot write another. Null for a
     * savings plan's recurring delivery (one order per plan and period, see subscription_periods).
     */
    cartId: integer('cart_id')
      .unique()
      .references(() => carts.id),
    websiteCode: text('website_code').notNull(),
    storeCode: text('store_code').notNull(),
    language: text('language').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** pending (invoice, prepayment), pending_payment (awaiting the provider), processing (paid), canceled. */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    vatRate: numeric('vat_rate', { mode: 'number' }).notNull(),
    /** Amounts in cents, gross unless named net. */
    subtotalCents: integer('subtotal_cents').notNull(),
    subtotalNetCents: integer('subtotal_net_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    discountLabel: text('discount_label'),
    couponCode: text('coupon_code'),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    grandTotalCents: integer('grand_total_cents').notNull(),
    shippingCarrierCode: text('shipping_carrier_code').notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    shippingTitle: text('shipping_title').notNull(),
    carrierTitle: text('carrier_title').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentTitle: text('payment_title').notNull(),
    /** Hash of a secret the thank-you page holds, so a guest may turn the order into an account. */
    guestTokenHash: text('guest_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer_idx').on(t.customerId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key'),
    /** Sku of the configurable parent, when bought through its pack-size option. */
    parentSku: text('parent_sku'),
    packLabel: text('pack_label'),
    quantity: integer('quantity').notNull(),
    /** Units taken from stock (a quarterly savings-plan line ships three months' worth). */
    units: integer('units').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    rowTotalCents: integer('row_total_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    discountLabel: text('discount_label'),
    /** oneTime or onGoing (a savings-plan line). */
    purchaseMode: text('purchase_mode').notNull(),
    deliveryInterval: text('delivery_interval'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderAddresses = pgTable(
  'order_addresses',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode'),
    region: text('region'),
    countryCode: text('country_code').notNull(),
    telephone: text('telephone'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/** Payments of orders: offline (invoice, prepayment) or at a provider (Stripe, PayPal). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The provider's id of the payment (Checkout Session, PayPal order), when there is one. */
    providerRef: text('provider_ref'),
    /** pending, paid, failed, canceled. */
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_idx').on(t.method, t.providerRef),
  ],
);

// Search (server/search): the embedded engine behind the Typesense-compatible API
// ---------------------------------------------------------------------------

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One document of a search collection (products_{store}, content_{lang}) as Typesense would hold
 * it, plus what PostgreSQL searches by: the weighted full-text vector of its searchable fields.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    collection: text('collection').notNull(),
    id: text('id').notNull(),
    document: jsonb('document').notNull(),
    /** Searchable fields, normalised (lower case, umlauts as ae/oe/ue, unaccented), weighted A–D. */
    tsv: tsvector('tsv').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collection, t.id] }),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_document_idx').using('gin', sql`${t.document} jsonb_path_ops`),
  ],
);

/** The words of a collection's documents, normalised: the lexicon typo tolerance looks up. */
export const searchTerms = pgTable(
  'search_terms',
  {
    collection: text('collection').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collection, t.term] }),
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

/**
 * What the search index must catch up with, written by triggers in the same transaction as the
 * change (products, prices, stock, reviews, categories, content). The indexer takes rows with
 * FOR UPDATE SKIP LOCKED and deletes them in the transaction that indexes them, so an update is
 * never lost and several server instances share the work.
 */
export const searchOutbox = pgTable('search_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** 'product' (entity_id: a product id), 'content' (entity_id: a content page id), or 'all'. */
  entity: text('entity').notNull(),
  entityId: integer('entity_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Newsletter and wishlist
// ---------------------------------------------------------------------------

/**
 * Newsletter subscriptions with double opt-in: an address is SUBSCRIBED only after its
 * confirmation link was opened; until then it is UNCONFIRMED. Every newsletter mail carries the
 * unsubscribe link made of `unsubscribeCode`, which works without login.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    /** The account of the address, when there is one. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Magento's SubscriptionStatusesEnum: UNCONFIRMED, SUBSCRIBED, UNSUBSCRIBED (NOT_ACTIVE: no row). */
    status: text('status').notNull(),
    /** Language of the subscription's mails ('de' or 'en'). */
    language: text('language').notNull(),
    /** SHA-256 of the single-use confirmation token; null once used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** Random code of the unsubscribe link (kept, so every mail can carry it). */
    unsubscribeCode: text('unsubscribe_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_subscribers_customer_idx').on(t.customerId)],
);

/** A customer's wishlist (one per customer, as Magento Open Source): a product at most once. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_customer_product_idx').on(t.customerId, t.productId)],
);

// ---------------------------------------------------------------------------
// Savings plans (subscriptions): one per savings-plan line of an order, and its periods
// ---------------------------------------------------------------------------

/** An address as a plan keeps it (copied from the order; the customer may change it). */
export interface PlanAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  region: string | null;
  countryCode: string;
  telephone: string | null;
}

/**
 * A savings plan: what is delivered (product, pack, packs per month, interval), where, how it is
 * paid, and where it stands (status, next delivery, deliveries made). Rules: domain/subscriptions.ts.
 */
/** Numbers of savings plans (SP-100001, …), global across the shops. */
export const subscriptionNumbers = pgSequence('subscription_numbers', { startWith: 100001 });

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Opaque random id used in the API and links. */
    uid: text('uid').notNull().unique(),
    /** Shown to the shopper, e.g. SP-100001. */
    number: text('number').notNull().unique().default(sql`('SP-' || nextval('subscription_numbers'))`),
    websiteCode: text('website_code').notNull(),
    storeCode: text('store_code').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    /** Null for a guest's plan (matched by email when the guest creates an account). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    originOrderId: integer('origin_order_id')
      .notNull()
      .references(() => orders.id),
    /** The product shipped (a simple product or a pack-size variant). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key'),
    parentSku: text('parent_sku'),
    packLabel: text('pack_label'),
    /** Packs per month as picked in the purchase modal (quarterly ships three times this). */
    quantity: integer('quantity').notNull(),
    /** monthly or quarterly */
    interval: text('interval').notNull(),
    /** active, paused or cancelled */
    status: text('status').notNull().default('active'),
    /** Null when cancelled. */
    nextDeliveryOn: date('next_delivery_on', { mode: 'string' }),
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** The checkout order counts as delivery 1. */
    deliveriesMade: integer('deliveries_made').notNull().default(1),
    /** Period the next delivery belongs to (1 is the checkout order). */
    nextPeriodIndex: integer('next_period_index').notNull().default(2),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** When the cancellation takes effect. */
    cancelsOn: date('cancels_on', { mode: 'string' }),
    /** The end date the shopper asked for (public cancellation), when later than the minimum term. */
    cancelDesiredOn: date('cancel_desired_on', { mode: 'string' }),
    shippingAddress: jsonb('shipping_address').$type<PlanAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<PlanAddress>().notNull(),
    shippingCarrierCode: text('shipping_carrier_code').notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** The provider's customer and saved payment method charged off-session (card plans, Stripe). */
    paymentCustomerRef: text('payment_customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    /**
     * The Stripe Checkout Session (setup mode) the customer was sent to for a new card, until its
     * verified webhook stores the card (then null). Only this session's card is taken.
     */
    cardSetupRef: text('card_setup_ref'),
    /** Failed payments in a row (reset by a delivery or a resume). */
    paymentFailures: integer('payment_failures').notNull().default(0),
    /** The delivery date the last reminder was sent for (one reminder per delivery). */
    remindedFor: date('reminded_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_due_idx').on(t.status, t.nextDeliveryOn),
    index('subscriptions_customer_idx').on(t.customerId),
    index('subscriptions_email_idx').on(t.email),
  ],
);

/**
 * The periods of a plan: 1 is the checkout order, 2 the first recurring delivery, and so on. The
 * unique key (subscription_id, period_index), written in the order's transaction, is what keeps
 * it to one order per plan and period across instances and crashes.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodIndex: integer('period_index').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** ordered, skipped, postponed (out of stock, tried again) or failed (payment, tried again) */
    status: text('status').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_periods_period_idx').on(t.subscriptionId, t.periodIndex)],
);

/**
 * Cancellations received through the public cancellation page (§312k BGB), kept as proof of what
 * arrived when: the form as given, and the plan it cancelled when number and email matched.
 */
export const contractCancellations = pgTable(
  'contract_cancellations',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The contract as the sender wrote it. */
    contract: text('contract').notNull(),
    /** ordinary or extraordinary */
    kind: text('kind').notNull(),
    reason: text('reason'),
    desiredDate: date('desired_date', { mode: 'string' }),
    /** The store view the form was sent from (its language is the receipt's). */
    storeCode: text('store_code').notNull(),
    /** The plan cancelled, when number and email matched; null otherwise. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  },
  (t) => [index('contract_cancellations_received_idx').on(t.receivedAt)],
);

// ---------------------------------------------------------------------------
// Food supplements (Directive 2002/46/EC, Regulation (EU) 1169/2011 'LMIV'): the label's
// mandatory particulars as data, per product, and the company responsible per shop.
// ---------------------------------------------------------------------------

/** A text in the shop's two languages. */
export type LocalizedText = { de: string; en: string };

/** The food business operator named on the label (LMIV Art. 8, 9 (1) h): one per shop. */
export const responsibleCompanies = pgTable('responsible_companies', {
  websiteCode: text('website_code')
    .primaryKey()
    .references(() => websites.code),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  countryCode: text('country_code').notNull(),
});

/** Recommended daily dose and mandatory warnings (2002/46/EC Art. 6 (3)) of a product. */
export const supplementFacts = pgTable('supplement_facts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** Portion the nutrient amounts refer to, e.g. 2 capsules. */
  dailyDoseQuantity: numeric('daily_dose_quantity', { mode: 'number' }).notNull(),
  /** capsules, tablets, drops, g or ml */
  dailyDoseUnit: text('daily_dose_unit').notNull(),
  /** How and when to take the daily dose. */
  dailyDoseText: jsonb('daily_dose_text').$type<LocalizedText>().notNull(),
  /** The warnings the label must carry, in order. */
  warnings: jsonb('warnings').$type<LocalizedText[]>().notNull(),
});

/** One nutrient or other substance per daily dose; %NRV only where the LMIV sets a reference value. */
export const supplementNutrients = pgTable(
  'supplement_nutrients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    amount: numeric('amount', { mode: 'number' }).notNull(),
    /** mg, µg, g, KBE (CFU) */
    unit: text('unit').notNull(),
    /** Percent of the nutrient reference value (LMIV Annex XIII), null where none exists. */
    nrvPercent: numeric('nrv_percent', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** The ingredient list in descending order of weight; allergens (LMIV Annex II) are marked. */
export const supplementIngredients = pgTable(
  'supplement_ingredients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    allergen: boolean('allergen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

// ---------------------------------------------------------------------------
// Outgoing mail: every transactional mail is a durable job (server/mail/mail-queue.ts). It is
// written here before the first attempt, so an SMTP outage delays it but never loses it; a
// failed attempt is retried with growing pauses until it goes out, and a sent one never again.
// ---------------------------------------------------------------------------

export interface QueuedMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: jsonb('message').$type<QueuedMailMessage>().notNull(),
    /** pending (waiting for its next attempt), sending (claimed by a worker), sent */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A pending mail is attempted from then on; a claimed one may be reclaimed after it (a crashed worker). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
