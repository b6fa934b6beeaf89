-- Search: the embedded engine behind the Typesense-compatible API (server/search). Trigram
-- similarity and edit distance for typo tolerance, unaccent for spelling-insensitive matching.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"collection" text NOT NULL,
	"id" text NOT NULL,
	"document" jsonb NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_collection_id_pk" PRIMARY KEY("collection","id")
);
--> statement-breakpoint
CREATE TABLE "search_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"collection" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_collection_term_pk" PRIMARY KEY("collection","term")
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_outbox_entity_idx" ON "search_outbox" ("entity", "entity_id");
--> statement-breakpoint
-- Text as the search index holds it and a query is compared with: umlauts written out (ä → ae,
-- so 'Müdigkeit' and 'Muedigkeit' are the same word), other accents removed, lower case.
CREATE FUNCTION shop_search_normalize(input text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(public.unaccent(
    replace(replace(replace(replace(replace(replace(replace(coalesce(input, ''),
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ß', 'ss')))
$$;
--> statement-breakpoint
-- Changes the search index must follow, queued in the changing transaction (see search_outbox).
CREATE FUNCTION shop_search_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb[] := ARRAY[]::jsonb[];
  r jsonb;
  target integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN changed := changed || to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN changed := changed || to_jsonb(NEW); END IF;
  FOREACH r IN ARRAY changed LOOP
    target := (r ->> TG_ARGV[1])::integer;
    IF TG_ARGV[0] = 'review' THEN
      INSERT INTO search_outbox (entity, entity_id)
        SELECT 'product', pr.product_id FROM product_reviews pr WHERE pr.id = target;
    ELSE
      INSERT INTO search_outbox (entity, entity_id) VALUES (TG_ARGV[0], target);
    END IF;
    IF TG_TABLE_NAME = 'products' AND (r ->> 'parent_id') IS NOT NULL THEN
      INSERT INTO search_outbox (entity, entity_id) VALUES ('product', (r ->> 'parent_id')::integer);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('product', 'id');
--> statement-breakpoint
CREATE TRIGGER product_translations_search AFTER INSERT OR UPDATE OR DELETE ON product_translations
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_list_prices_search AFTER INSERT OR UPDATE OR DELETE ON product_list_prices
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_images_search AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_categories_search AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_reviews_search AFTER INSERT OR UPDATE OR DELETE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_review_ratings_search AFTER INSERT OR UPDATE OR DELETE ON product_review_ratings
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('review', 'review_id');
--> statement-breakpoint
CREATE TRIGGER categories_search AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('category', 'id');
--> statement-breakpoint
CREATE TRIGGER category_translations_search AFTER INSERT OR UPDATE OR DELETE ON category_translations
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER content_pages_search AFTER INSERT OR UPDATE OR DELETE ON content_pages
  FOR EACH ROW EXECUTE FUNCTION shop_search_enqueue('content', 'id');
--> statement-breakpoint
CREATE FUNCTION shop_search_enqueue_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (entity) VALUES ('events');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_settings_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shop_search_enqueue_events();
--> statement-breakpoint
-- The indexer listens (LISTEN shop_changes) and catches up when the queue grows.
CREATE TRIGGER search_outbox_changes AFTER INSERT ON search_outbox FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change();
--> statement-breakpoint
-- A database that already holds a shop is indexed in full on the next start.
INSERT INTO search_outbox (entity) VALUES ('all');
