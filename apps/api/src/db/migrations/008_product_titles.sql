-- The catalog's distinct product titles, for the title-sorted search (issue 20, `pnpm bench catalog`).
--
-- A search sorted by title whose matches bunch up far down the order ("harbor": 31,000 products, every
-- one starting with "Harbor", sorted after half the catalog) can be found neither by walking the title
-- index (half a million rows) nor cheaply by taking every match from products_search_idx and sorting
-- (one heap visit per match: about 40 ms at a million products). But a page sorted by title only needs
-- the first matching titles: every product of a page has one of the first `page + 1` matching titles
-- after the cursor's, because each title listed here has at least one product. So the search sorts the
-- matching titles of this table (one row per title, narrow) and then reads the page's products by
-- title from products_title_idx. Where titles repeat (the seed: 60,000 titles for a million products)
-- that is a few thousand rows instead of tens of thousands; where every title is different it is still
-- a narrow table instead of the products rows.
--
-- Kept like product_counts (migration 003): statement triggers with transition tables, in the same
-- transaction as the write, one grouped statement per write; rows are counted per status so the status
-- filter applies too, and a title whose last product goes is removed. Changed rows are locked in key
-- order before they are written, so two writers never deadlock on them.
CREATE TABLE product_titles (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL,
  active bigint NOT NULL DEFAULT 0,
  hidden bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, title)
);
-- The same expression as products_search_idx, so a search is the same condition on either table.
CREATE INDEX product_titles_search_idx ON product_titles USING gin (lower(title) gin_trgm_ops);

-- Add each title's differences (new rows count +1, old rows -1, per status) to its counters, in key
-- order, and remove the titles left without products. Only titles whose counts change are written or
-- locked: a save that keeps the title and the status touches nothing here.
CREATE FUNCTION product_titles_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_titles AS t (shop_id, title, active, hidden)
  SELECT shop_id, title, count(*) FILTER (WHERE status = 'active'),
         count(*) FILTER (WHERE status = 'hidden')
  FROM new_rows GROUP BY shop_id, title ORDER BY shop_id, title
  ON CONFLICT (shop_id, title) DO UPDATE
    SET active = t.active + excluded.active, hidden = t.hidden + excluded.hidden;
  RETURN NULL;
END $$;

CREATE FUNCTION product_titles_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_titles AS t (shop_id, title, active, hidden)
  SELECT shop_id, title, sum(active), sum(hidden)
  FROM (SELECT shop_id, title, (status = 'active')::int AS active,
               (status = 'hidden')::int AS hidden
        FROM new_rows
        UNION ALL
        SELECT shop_id, title, -(status = 'active')::int, -(status = 'hidden')::int
        FROM old_rows) c
  GROUP BY shop_id, title
  HAVING sum(active) <> 0 OR sum(hidden) <> 0
  ORDER BY shop_id, title
  ON CONFLICT (shop_id, title) DO UPDATE
    SET active = t.active + excluded.active, hidden = t.hidden + excluded.hidden;
  -- A statement of its own: it must see what the one above wrote.
  DELETE FROM product_titles t
  WHERE t.active = 0 AND t.hidden = 0
    AND (t.shop_id, t.title) IN (SELECT shop_id, title FROM old_rows);
  RETURN NULL;
END $$;

-- An update, not an upsert: when a shop is deleted its products go by cascade, and its title rows
-- may already be gone with it (as product_counts_after_delete).
CREATE FUNCTION product_titles_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM product_titles t
  WHERE (t.shop_id, t.title) IN (SELECT shop_id, title FROM old_rows)
  ORDER BY t.shop_id, t.title
  FOR UPDATE;
  UPDATE product_titles t SET active = t.active - d.active, hidden = t.hidden - d.hidden
  FROM (SELECT shop_id, title, count(*) FILTER (WHERE status = 'active') AS active,
               count(*) FILTER (WHERE status = 'hidden') AS hidden
        FROM old_rows GROUP BY shop_id, title) d
  WHERE t.shop_id = d.shop_id AND t.title = d.title;
  DELETE FROM product_titles t
  WHERE t.active = 0 AND t.hidden = 0
    AND (t.shop_id, t.title) IN (SELECT shop_id, title FROM old_rows);
  RETURN NULL;
END $$;

CREATE FUNCTION product_titles_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_titles;
  RETURN NULL;
END $$;

-- Build the table again from products: the migration fills it with it; it also repairs it should the
-- triggers ever have been bypassed (as recount_products()).
CREATE FUNCTION recount_product_titles() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE products IN SHARE MODE;
  DELETE FROM product_titles;
  INSERT INTO product_titles (shop_id, title, active, hidden)
  SELECT shop_id, title, count(*) FILTER (WHERE status = 'active'),
         count(*) FILTER (WHERE status = 'hidden')
  FROM products GROUP BY shop_id, title;
$$;

CREATE TRIGGER products_titles_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_titles_after_insert();
CREATE TRIGGER products_titles_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_titles_after_update();
CREATE TRIGGER products_titles_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_titles_after_delete();
CREATE TRIGGER products_titles_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_titles_after_truncate();

-- The triggers exist before the titles are taken, and the lock keeps writers out until this migration
-- commits: no product written meanwhile is missed or counted twice.
SELECT recount_product_titles();
ANALYZE product_titles;
