-- Threshold discounts and discount settings (issue 25): automatic discounts by order value, no code needed,
-- and how a shop's discounts combine. Same conventions as 001: text ids, bigint unix seconds, bigint minor
-- units, every row scoped to a shop.

-- One tier each: an order whose amount (see discount_settings.apply_on) is at least minimum_amount gets
-- the discount while the tier is active and valid. An order gets at most one tier: the one that takes off
-- the most (repos/discount-thresholds.ts bestThreshold).
CREATE TABLE discount_thresholds (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Minor units of the shop currency.
  minimum_amount bigint NOT NULL CHECK (minimum_amount > 0),
  type text NOT NULL CHECK (type IN ('percentage', 'fixed_amount', 'free_shipping')),
  -- A whole percentage, minor units of the shop currency, or 0 for free shipping.
  value bigint NOT NULL,
  active boolean NOT NULL DEFAULT true,
  valid_from bigint NOT NULL,
  -- NULL: the tier does not end.
  valid_to bigint,
  created_at bigint NOT NULL,
  -- Sent back with a save; a save carrying an older one is refused (409).
  updated_at bigint NOT NULL,
  CONSTRAINT discount_thresholds_value CHECK (
    (type = 'percentage' AND value BETWEEN 1 AND 100)
    OR (type = 'fixed_amount' AND value > 0)
    OR (type = 'free_shipping' AND value = 0)),
  CONSTRAINT discount_thresholds_dates CHECK (valid_to IS NULL OR valid_to > valid_from),
  CONSTRAINT discount_thresholds_shop_id_key UNIQUE (shop_id, id)
);
-- The list's order: tiers by the amount they start at.
CREATE INDEX discount_thresholds_minimum_idx ON discount_thresholds (shop_id, minimum_amount, id);

-- How a shop's discounts combine; one row per shop, written on the first save (until then the API
-- answers the defaults below).
CREATE TABLE discount_settings (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  -- A code and a threshold on the same order; when false the order keeps the one that takes off more.
  codes_combine_with_thresholds boolean NOT NULL DEFAULT true,
  max_codes_per_order integer NOT NULL DEFAULT 1 CHECK (max_codes_per_order BETWEEN 1 AND 5),
  -- Whether a threshold's minimum and a percentage are measured on the amount before tax (subtotal) or
  -- after it (subtotal + tax).
  apply_on text NOT NULL DEFAULT 'before_tax' CHECK (apply_on IN ('before_tax', 'after_tax')),
  updated_at bigint NOT NULL
);

-- The threshold an order met: its row while it exists (analytics per threshold), its name as it was then
-- (kept when the threshold is deleted, like discount_code) and what it took off. discount_total stays the
-- code's part; the order's total is lower by both.
ALTER TABLE orders
  ADD COLUMN discount_threshold_id text,
  ADD COLUMN discount_threshold_name text,
  ADD COLUMN threshold_discount_amount bigint NOT NULL DEFAULT 0
    CHECK (threshold_discount_amount >= 0),
  ADD CONSTRAINT orders_discount_threshold_fkey FOREIGN KEY (shop_id, discount_threshold_id)
    REFERENCES discount_thresholds (shop_id, id) ON DELETE SET NULL (discount_threshold_id);
-- Analytics per threshold, and a threshold's delete setting its orders' reference to NULL.
CREATE INDEX orders_discount_threshold_idx ON orders (shop_id, discount_threshold_id)
  WHERE discount_threshold_id IS NOT NULL;
