CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"middlename" text,
	"prefix" text,
	"suffix" text,
	"company" text,
	"telephone" text NOT NULL,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_code" text NOT NULL,
	"region_id" integer,
	"region_code" text,
	"region" text,
	"vat_id" text,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing_idx" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_billing";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_shipping_idx" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_shipping";