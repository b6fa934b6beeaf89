CREATE TABLE "cart_addresses" (
	"cart_id" integer NOT NULL,
	"kind" text NOT NULL,
	"customer_address_id" integer,
	"same_as_shipping" boolean DEFAULT false NOT NULL,
	"save_in_address_book" boolean DEFAULT false NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text,
	"region" text,
	"country_code" text NOT NULL,
	"telephone" text,
	CONSTRAINT "cart_addresses_cart_id_kind_pk" PRIMARY KEY("cart_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text,
	"region" text,
	"country_code" text NOT NULL,
	"telephone" text,
	CONSTRAINT "order_addresses_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text,
	"parent_sku" text,
	"pack_label" text,
	"quantity" integer NOT NULL,
	"units" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"row_total_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"discount_label" text,
	"purchase_mode" text NOT NULL,
	"delivery_interval" text
);
--> statement-breakpoint
CREATE TABLE "order_sequences" (
	"website_code" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"cart_id" integer NOT NULL,
	"website_code" text NOT NULL,
	"store_code" text NOT NULL,
	"language" text NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"vat_rate" numeric NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"subtotal_net_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"discount_label" text,
	"coupon_code" text,
	"shipping_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"shipping_carrier_code" text NOT NULL,
	"shipping_method_code" text NOT NULL,
	"shipping_title" text NOT NULL,
	"carrier_title" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_title" text NOT NULL,
	"guest_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_country" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "cart_addresses" ADD CONSTRAINT "cart_addresses_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("method","provider_ref");