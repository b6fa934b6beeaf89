CREATE TABLE "responsible_companies" (
	"website_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplement_facts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"daily_dose_quantity" numeric NOT NULL,
	"daily_dose_unit" text NOT NULL,
	"daily_dose_text" jsonb NOT NULL,
	"warnings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplement_ingredients" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"allergen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "supplement_ingredients_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "supplement_nutrients" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"amount" numeric NOT NULL,
	"unit" text NOT NULL,
	"nrv_percent" numeric,
	CONSTRAINT "supplement_nutrients_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "responsible_companies" ADD CONSTRAINT "responsible_companies_website_code_websites_code_fk" FOREIGN KEY ("website_code") REFERENCES "public"."websites"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplement_facts" ADD CONSTRAINT "supplement_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplement_ingredients" ADD CONSTRAINT "supplement_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplement_nutrients" ADD CONSTRAINT "supplement_nutrients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;