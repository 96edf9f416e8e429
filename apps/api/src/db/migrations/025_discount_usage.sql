-- Discount code usage and analytics (issue 25).
-- The codes list counts every code's uses in one grouped pass over the shop's orders that used a code
-- (repos/discounts.ts LIST_USES): this index answers it without reading the orders themselves.
CREATE INDEX orders_discount_usage_idx ON orders (shop_id, discount_coupon_id)
  WHERE discount_coupon_id IS NOT NULL;
