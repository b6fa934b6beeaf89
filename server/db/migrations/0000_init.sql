CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"is_anchor" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"translation_key" text NOT NULL,
	"layout" text DEFAULT 'default' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_settings" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "content_settings_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label_de" text DEFAULT '' NOT NULL,
	"label_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_linked_product_id_link_type_pk" PRIMARY KEY("product_id","linked_product_id","link_type")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"website_code" text NOT NULL,
	"regular_price" numeric NOT NULL,
	"special_price" numeric,
	CONSTRAINT "product_prices_product_id_website_code_pk" PRIMARY KEY("product_id","website_code")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"item_unit" text DEFAULT '' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"parent_id" integer,
	"pack_months" integer,
	"inhalt_label" text NOT NULL,
	"inhalt" numeric,
	"unit_type" text NOT NULL,
	"unit_value" numeric NOT NULL,
	"weight" numeric,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"rating_summary" numeric DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_views" (
	"code" text PRIMARY KEY NOT NULL,
	"website_code" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"default_title" text NOT NULL,
	"default_description" text DEFAULT '' NOT NULL,
	"copyright" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"vat_rate" numeric NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_website_code_websites_code_fk" FOREIGN KEY ("website_code") REFERENCES "public"."websites"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_views" ADD CONSTRAINT "store_views_website_code_websites_code_fk" FOREIGN KEY ("website_code") REFERENCES "public"."websites"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_path_idx" ON "category_translations" USING btree ("language","url_path");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_idx" ON "content_pages" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "content_pages_tkey_idx" ON "content_pages" USING btree ("translation_key");--> statement-breakpoint
CREATE INDEX "product_categories_cat_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_url_idx" ON "product_translations" USING btree ("language","url_key");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");