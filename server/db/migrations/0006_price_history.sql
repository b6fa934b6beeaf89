CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"website_code" text NOT NULL,
	"price" numeric NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_website_code_websites_code_fk" FOREIGN KEY ("website_code") REFERENCES "public"."websites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","website_code","valid_from");--> statement-breakpoint
-- Appends the final price (the special price while it is below the regular one) whenever a
-- product's price row is written and that price differs from the last one recorded.
CREATE FUNCTION shop_record_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  final numeric := CASE WHEN NEW.special_price IS NOT NULL AND NEW.special_price < NEW.regular_price
    THEN NEW.special_price ELSE NEW.regular_price END;
  last numeric;
BEGIN
  SELECT price INTO last FROM product_price_history
    WHERE product_id = NEW.product_id AND website_code = NEW.website_code
    ORDER BY valid_from DESC, id DESC LIMIT 1;
  IF last IS NULL OR last <> final THEN
    INSERT INTO product_price_history (product_id, website_code, price) VALUES (NEW.product_id, NEW.website_code, final);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_prices_history AFTER INSERT OR UPDATE OF regular_price, special_price ON product_prices
  FOR EACH ROW EXECUTE FUNCTION shop_record_price_history();
--> statement-breakpoint
-- Prices that exist already start their history now.
INSERT INTO product_price_history (product_id, website_code, price)
SELECT product_id, website_code,
  CASE WHEN special_price IS NOT NULL AND special_price < regular_price THEN special_price ELSE regular_price END
FROM product_prices;
