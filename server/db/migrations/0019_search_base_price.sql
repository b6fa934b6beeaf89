-- Product documents gained the base price (PAngV) that the search overlay shows next to each
-- suggestion's price; rebuild the index once so existing installations have it.
INSERT INTO search_outbox (entity) VALUES ('all');
