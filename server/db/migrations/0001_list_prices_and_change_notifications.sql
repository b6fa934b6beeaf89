CREATE TABLE "product_list_prices" (
	"product_id" integer NOT NULL,
	"website_code" text NOT NULL,
	"price" numeric NOT NULL,
	"on_sale" boolean NOT NULL,
	CONSTRAINT "product_list_prices_website_code_product_id_pk" PRIMARY KEY("website_code","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_list_prices" ADD CONSTRAINT "product_list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_prices" ADD CONSTRAINT "product_list_prices_website_code_websites_code_fk" FOREIGN KEY ("website_code") REFERENCES "public"."websites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_list_prices_price_idx" ON "product_list_prices" USING btree ("website_code","price");--> statement-breakpoint
-- The listed price of products (their own, or their cheapest variant's) on every website.
CREATE FUNCTION shop_refresh_list_prices(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_list_prices WHERE product_id = ANY(ids);
  INSERT INTO product_list_prices (product_id, website_code, price, on_sale)
  SELECT DISTINCT ON (p.id, pp.website_code)
    p.id,
    pp.website_code,
    CASE WHEN pp.special_price IS NOT NULL AND pp.special_price < pp.regular_price THEN pp.special_price ELSE pp.regular_price END,
    pp.special_price IS NOT NULL AND pp.special_price < pp.regular_price
  FROM products p
  JOIN products pv ON (p.type_id = 'configurable' AND pv.parent_id = p.id) OR (p.type_id <> 'configurable' AND pv.id = p.id)
  JOIN product_prices pp ON pp.product_id = pv.id
  WHERE p.id = ANY(ids)
  ORDER BY p.id, pp.website_code,
    CASE WHEN pp.special_price IS NOT NULL AND pp.special_price < pp.regular_price THEN pp.special_price ELSE pp.regular_price END,
    pp.regular_price;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_product_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN changed := ARRAY[OLD.product_id];
  ELSIF TG_OP = 'UPDATE' THEN changed := ARRAY[OLD.product_id, NEW.product_id];
  ELSE changed := ARRAY[NEW.product_id];
  END IF;
  PERFORM shop_refresh_list_prices(changed || ARRAY(SELECT parent_id FROM products WHERE id = ANY(changed) AND parent_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_prices_list_prices AFTER INSERT OR UPDATE OR DELETE ON product_prices
  FOR EACH ROW EXECUTE FUNCTION shop_product_prices_changed();
--> statement-breakpoint
CREATE FUNCTION shop_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_refresh_list_prices(ARRAY_REMOVE(ARRAY[NEW.id, OLD.parent_id, NEW.parent_id], NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_list_prices AFTER UPDATE OF parent_id, type_id ON products
  FOR EACH ROW EXECUTE FUNCTION shop_products_changed();
--> statement-breakpoint
SELECT shop_refresh_list_prices(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Servers cache what every request reads (store views, category trees, menus) and drop it when
-- a change of its tables is announced here, whoever made it (LISTEN shop_changes).
CREATE FUNCTION shop_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER websites_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON websites FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER store_views_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_views FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER category_translations_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_translations FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER products_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_translations_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_prices_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_images_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_settings_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_settings FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
