-- Discount codes (§2 Discounts, §3 Discount code) and the code each order was placed with.
-- Same conventions as 001: text ids, bigint unix seconds, bigint minor units, every row scoped to a shop.

CREATE TABLE discount_coupons (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Stored upper-cased (the API upper-cases what is typed), so the unique key below ignores case.
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  type text NOT NULL CHECK (type IN ('percentage', 'fixed_amount', 'free_shipping')),
  -- A whole percentage, minor units of the shop currency, or 0 for free shipping.
  value bigint NOT NULL,
  active boolean NOT NULL DEFAULT true,
  valid_from bigint NOT NULL,
  -- NULL: the code does not end.
  valid_to bigint,
  minimum_requirement text NOT NULL DEFAULT 'none'
    CHECK (minimum_requirement IN ('none', 'amount', 'quantity')),
  minimum_value bigint,
  usage_limit integer CHECK (usage_limit IS NULL OR usage_limit > 0),
  once_per_customer boolean NOT NULL DEFAULT false,
  applies_to text NOT NULL DEFAULT 'all' CHECK (applies_to IN ('all', 'collections', 'products')),
  customer_eligibility text NOT NULL DEFAULT 'everyone'
    CHECK (customer_eligibility IN ('everyone', 'customer_group')),
  -- Set to NULL when the group is deleted: the code then applies to nobody (eligibility stays).
  customer_group_id text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT discount_coupons_value CHECK (
    (type = 'percentage' AND value BETWEEN 1 AND 100)
    OR (type = 'fixed_amount' AND value > 0)
    OR (type = 'free_shipping' AND value = 0)),
  CONSTRAINT discount_coupons_dates CHECK (valid_to IS NULL OR valid_to > valid_from),
  CONSTRAINT discount_coupons_minimum CHECK (
    (minimum_requirement = 'none') = (minimum_value IS NULL) AND (minimum_value IS NULL OR minimum_value > 0)),
  CONSTRAINT discount_coupons_shop_id_key UNIQUE (shop_id, id),
  CONSTRAINT discount_coupons_code_key UNIQUE (shop_id, code),
  CONSTRAINT discount_coupons_group_fkey FOREIGN KEY (shop_id, customer_group_id)
    REFERENCES customer_groups (shop_id, id) ON DELETE SET NULL (customer_group_id)
);
-- The list's default order (§9: name ascending); the other sorts order the shop's few codes in memory.
CREATE INDEX discount_coupons_name_idx ON discount_coupons (shop_id, lower(name), code, id);
-- Deleting a customer group finds its codes through this.
CREATE INDEX discount_coupons_group_idx ON discount_coupons (customer_group_id)
  WHERE customer_group_id IS NOT NULL;

-- The products or collections a code applies to (applies_to products / collections). Deleting either
-- side removes the row.
CREATE TABLE discount_coupon_products (
  shop_id text NOT NULL,
  coupon_id text NOT NULL,
  product_id text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (coupon_id, product_id),
  CONSTRAINT discount_coupon_products_coupon_fkey FOREIGN KEY (shop_id, coupon_id)
    REFERENCES discount_coupons (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT discount_coupon_products_product_fkey FOREIGN KEY (shop_id, product_id)
    REFERENCES products (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX discount_coupon_products_product_idx ON discount_coupon_products (product_id);

CREATE TABLE discount_coupon_collections (
  shop_id text NOT NULL,
  coupon_id text NOT NULL,
  collection_id text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (coupon_id, collection_id),
  CONSTRAINT discount_coupon_collections_coupon_fkey FOREIGN KEY (shop_id, coupon_id)
    REFERENCES discount_coupons (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT discount_coupon_collections_collection_fkey FOREIGN KEY (shop_id, collection_id)
    REFERENCES collections (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX discount_coupon_collections_collection_idx
  ON discount_coupon_collections (collection_id);

-- The code an order was placed with: the code as typed then (kept when the code is deleted), the
-- code's row while it exists (times used), and what it took off.
ALTER TABLE orders
  ADD COLUMN discount_code text,
  ADD COLUMN discount_coupon_id text,
  ADD COLUMN discount_total bigint NOT NULL DEFAULT 0 CHECK (discount_total >= 0),
  ADD CONSTRAINT orders_discount_coupon_fkey FOREIGN KEY (shop_id, discount_coupon_id)
    REFERENCES discount_coupons (shop_id, id) ON DELETE SET NULL (discount_coupon_id);
-- Times used, and a code's delete setting its orders' reference to NULL, look orders up by code.
CREATE INDEX orders_discount_coupon_idx ON orders (discount_coupon_id)
  WHERE discount_coupon_id IS NOT NULL;
