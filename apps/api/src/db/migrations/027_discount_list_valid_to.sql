-- The end date's sort key of the discount codes list (026) with the end a code without one sorts at:
-- the largest integer JavaScript holds exactly (listCoupons NO_END). bigint's own maximum made a
-- keyset cursor's round trip through the app fail on PostgreSQL (pg reads int8 as a number).
DROP INDEX discount_coupons_list_valid_to_idx;
CREATE INDEX discount_coupons_list_valid_to_idx
  ON discount_coupons (shop_id, COALESCE(valid_to, 9007199254740991), id);
