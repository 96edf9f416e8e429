-- Orders in full (lines, addresses, delivery, fulfilments, a timeline) and customer groups.
-- Same conventions as 001: text ids, bigint unix seconds, bigint minor units, every row scoped to a shop.

-- The buyer's name and contact email as given with the order: a guest has no customer record, and a
-- deleted customer's orders still say who bought. Backfilled from the customer for existing orders.
ALTER TABLE orders
  ADD COLUMN customer_name text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN note text NOT NULL DEFAULT '',
  ADD COLUMN subtotal bigint NOT NULL DEFAULT 0 CHECK (subtotal >= 0),
  ADD COLUMN shipping_total bigint NOT NULL DEFAULT 0 CHECK (shipping_total >= 0),
  ADD COLUMN tax_total bigint NOT NULL DEFAULT 0 CHECK (tax_total >= 0),
  -- {first_name, last_name, company, address1, address2, city, province, zip, country_code, phone}
  ADD COLUMN shipping_address jsonb,
  ADD COLUMN billing_address jsonb,
  ADD COLUMN delivery_method text NOT NULL DEFAULT 'shipping'
    CHECK (delivery_method IN ('shipping', 'pickup')),
  -- The state machine (orders/state-machine.ts) keeps these consistent; the check is the last guard.
  ADD COLUMN delivery_status text NOT NULL DEFAULT 'pending'
    CHECK (delivery_status IN ('pending', 'ready_for_pickup', 'picked_up', 'delivered')),
  ADD CONSTRAINT orders_delivery_status_method CHECK (
    (delivery_method = 'shipping' AND delivery_status IN ('pending', 'delivered'))
    OR (delivery_method = 'pickup' AND delivery_status IN ('pending', 'ready_for_pickup', 'picked_up'))),
  ADD CONSTRAINT orders_delivery_after_fulfilment CHECK (
    delivery_status NOT IN ('delivered', 'picked_up') OR fulfillment_status = 'fulfilled'),
  ADD CONSTRAINT orders_shop_id_key UNIQUE (shop_id, id);

UPDATE orders o SET customer_name = c.first_name || ' ' || c.last_name, email = c.email
FROM customers c WHERE c.id = o.customer_id;
UPDATE orders SET subtotal = total;

-- Keyset paging for the list's sorts (created_at has its index since 001).
CREATE INDEX orders_number_idx ON orders (shop_id, order_number, id);
CREATE INDEX orders_total_idx ON orders (shop_id, total, id);
-- The search; repos/orders.ts must use exactly this expression for the index to apply.
CREATE INDEX orders_search_idx ON orders
  USING gin ((order_number::text || ' ' || customer_name || ' ' || email) gin_trgm_ops);

CREATE TABLE order_lines (
  id text PRIMARY KEY,
  shop_id text NOT NULL,
  order_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  -- What was bought, copied at the time: the line stays readable after the product changes or goes.
  product_id text,
  variant_id text,
  title text NOT NULL,
  variant_title text NOT NULL DEFAULT '',
  sku text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price bigint NOT NULL CHECK (unit_price >= 0),
  fulfilled_quantity integer NOT NULL DEFAULT 0 CHECK (fulfilled_quantity BETWEEN 0 AND quantity),
  CONSTRAINT order_lines_order_position_key UNIQUE (order_id, position),
  CONSTRAINT order_lines_order_fkey FOREIGN KEY (shop_id, order_id)
    REFERENCES orders (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT order_lines_product_fkey FOREIGN KEY (shop_id, product_id)
    REFERENCES products (shop_id, id) ON DELETE SET NULL (product_id),
  CONSTRAINT order_lines_variant_fkey FOREIGN KEY (shop_id, variant_id)
    REFERENCES product_variants (shop_id, id) ON DELETE SET NULL (variant_id)
);
-- Deleting a product or variant finds its lines through these.
CREATE INDEX order_lines_product_idx ON order_lines (product_id);
CREATE INDEX order_lines_variant_idx ON order_lines (variant_id);

CREATE TABLE order_fulfillments (
  id text PRIMARY KEY,
  shop_id text NOT NULL,
  order_id text NOT NULL,
  -- [{ "line_id": "...", "quantity": 2 }, ...]
  lines jsonb NOT NULL,
  tracking_company text,
  tracking_number text,
  tracking_url text,
  created_at bigint NOT NULL,
  CONSTRAINT order_fulfillments_order_fkey FOREIGN KEY (shop_id, order_id)
    REFERENCES orders (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX order_fulfillments_order_idx ON order_fulfillments (order_id, created_at);

-- The order's timeline: what happened, when, and who did it (null author: the customer or the system).
CREATE TABLE order_events (
  id text PRIMARY KEY,
  -- Insertion order: two events of one second (ready, then picked up) still read in order.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  shop_id text NOT NULL,
  order_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('placed', 'paid', 'fulfilled', 'ready_for_pickup', 'picked_up',
    'delivered', 'refunded', 'voided', 'note_changed')),
  author_account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  -- The name at the time, so the timeline still reads right after the account goes.
  author_name text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL,
  CONSTRAINT order_events_order_fkey FOREIGN KEY (shop_id, order_id)
    REFERENCES orders (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX order_events_order_idx ON order_events (order_id, created_at, seq);

CREATE TABLE customer_groups (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT customer_groups_shop_id_key UNIQUE (shop_id, id)
);
-- A name names one group in a shop, whatever its case.
CREATE UNIQUE INDEX customer_groups_name_key ON customer_groups (shop_id, lower(name));
CREATE INDEX customer_groups_created_idx ON customer_groups (shop_id, created_at, id);
CREATE INDEX customer_groups_updated_idx ON customer_groups (shop_id, updated_at, id);
CREATE INDEX customer_groups_name_idx ON customer_groups (shop_id, name, id);
CREATE INDEX customer_groups_search_idx ON customer_groups USING gin (lower(name) gin_trgm_ops);

-- Composite keys keep a group and its members in the same shop; deleting either side removes the row.
CREATE TABLE customer_group_members (
  shop_id text NOT NULL,
  group_id text NOT NULL,
  customer_id text NOT NULL,
  added_at bigint NOT NULL,
  PRIMARY KEY (group_id, customer_id),
  CONSTRAINT customer_group_members_group_fkey FOREIGN KEY (shop_id, group_id)
    REFERENCES customer_groups (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT customer_group_members_customer_fkey FOREIGN KEY (shop_id, customer_id)
    REFERENCES customers (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX customer_group_members_customer_idx ON customer_group_members (customer_id);
