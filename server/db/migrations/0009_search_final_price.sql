-- Product documents gained `finalPrice` (what the shopper pays, sale included) for sorting by
-- price; rebuild the index once so existing installations have it.
INSERT INTO search_outbox (entity) VALUES ('all');
