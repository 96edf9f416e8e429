-- The discount codes list pages and searches on the server (issue 25: 20,000 codes, `pnpm bench
-- discounts`). Each sort of repos/discounts.ts listCoupons walks its own index (shop_id, key, id) to
-- a keyset page; times used is counted per row and is the one sort without an index.
DROP INDEX discount_coupons_name_idx;
CREATE INDEX discount_coupons_list_name_idx ON discount_coupons (shop_id, lower(name), id);
CREATE INDEX discount_coupons_list_code_idx ON discount_coupons (shop_id, code, id);
CREATE INDEX discount_coupons_list_type_idx ON discount_coupons (shop_id, type, id);
CREATE INDEX discount_coupons_list_value_idx ON discount_coupons (shop_id, value, id);
CREATE INDEX discount_coupons_list_active_idx ON discount_coupons (shop_id, active, id);
CREATE INDEX discount_coupons_list_valid_from_idx ON discount_coupons (shop_id, valid_from, id);
-- A code without an end sorts as ending latest (listCoupons NO_END).
CREATE INDEX discount_coupons_list_valid_to_idx
  ON discount_coupons (shop_id, COALESCE(valid_to, 9223372036854775807), id);
CREATE INDEX discount_coupons_list_created_idx ON discount_coupons (shop_id, created_at, id);
-- The search: name and code, any case, anywhere in them (listCoupons SEARCHED).
CREATE INDEX discount_coupons_search_idx
  ON discount_coupons USING gin (lower(name || ' ' || code) gin_trgm_ops);
