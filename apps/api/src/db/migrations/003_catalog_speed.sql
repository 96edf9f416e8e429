-- The catalog at a million products (measured by `pnpm bench catalog`): product counts kept as they
-- change instead of counted, and indexes for the inventory search.

-- How many products a shop has in each status, kept by the triggers below in the same transaction as
-- every insert, delete and status change of products: GET products/count without a search reads one
-- row instead of counting a million (90-130 ms at 1M). One row per shop, so a transaction that moves a
-- product from one status to the other locks one counter row, never two in some order (no deadlock).
-- A shop without a row has no products.
CREATE TABLE product_counts (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  active bigint NOT NULL DEFAULT 0,
  hidden bigint NOT NULL DEFAULT 0
);

-- Statement-level triggers with transition tables: a bulk load of 20,000 rows per statement costs one
-- grouped update, not 20,000. Updates and deletes apply the difference only where it is not zero, so
-- a save that keeps the product's status does not touch (or wait for) the counter row.
CREATE FUNCTION product_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (shop_id, active, hidden)
  SELECT shop_id, count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE status = 'hidden')
  FROM new_rows GROUP BY shop_id ORDER BY shop_id
  ON CONFLICT (shop_id) DO UPDATE
    SET active = c.active + excluded.active, hidden = c.hidden + excluded.hidden;
  RETURN NULL;
END $$;

CREATE FUNCTION product_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (shop_id, active, hidden)
  SELECT shop_id, sum(active), sum(hidden)
  FROM (SELECT shop_id, (status = 'active')::int AS active, (status = 'hidden')::int AS hidden
        FROM new_rows
        UNION ALL
        SELECT shop_id, -(status = 'active')::int, -(status = 'hidden')::int FROM old_rows) change
  GROUP BY shop_id
  HAVING sum(active) <> 0 OR sum(hidden) <> 0
  ORDER BY shop_id
  ON CONFLICT (shop_id) DO UPDATE
    SET active = c.active + excluded.active, hidden = c.hidden + excluded.hidden;
  RETURN NULL;
END $$;

-- An update, not an upsert: when a shop is deleted its products go by cascade, and its counter row
-- may already be gone with it.
CREATE FUNCTION product_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET active = c.active - d.active, hidden = c.hidden - d.hidden
  FROM (SELECT shop_id, count(*) FILTER (WHERE status = 'active') AS active,
               count(*) FILTER (WHERE status = 'hidden') AS hidden
        FROM old_rows GROUP BY shop_id) d
  WHERE c.shop_id = d.shop_id;
  RETURN NULL;
END $$;

CREATE FUNCTION product_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_counts;
  RETURN NULL;
END $$;

-- Count every shop's products again from the table. The migration fills the counters with it; it also
-- repairs them should triggers ever have been bypassed (session_replication_role = replica, a restore
-- with --disable-triggers).
CREATE FUNCTION recount_products() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE products IN SHARE MODE;
  DELETE FROM product_counts;
  INSERT INTO product_counts (shop_id, active, hidden)
  SELECT shop_id, count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE status = 'hidden')
  FROM products GROUP BY shop_id;
$$;

CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_counts_after_insert();
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_counts_after_update();
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_counts_after_delete();
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_truncate();

-- The triggers exist before the count is taken, and the lock keeps writers out until this migration
-- commits: no product written meanwhile is missed or counted twice.
SELECT recount_products();

-- Inventory levels searched by a fragment of the SKU (the title has products_search_idx).
CREATE INDEX product_variants_sku_search_idx ON product_variants USING gin (lower(sku) gin_trgm_ops);
-- Statistics of the new expression, so the first plans on lower(sku) are not guesses.
ANALYZE product_variants;
