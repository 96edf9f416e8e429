-- Issue 21 (load): a row of the product list showed its default image and its image count through two
-- subqueries per row (product_images, then uploads): 42 sub-plans a page, 0.16 ms of a 0.27 ms page in
-- PostgreSQL. The product row now carries both, kept by the gallery's own triggers, whichever
-- statement writes the gallery (a save replaces it; the seed and the catalog load insert it in bulk).
-- An upload's storage key never changes, so the default image's key is kept with its id.
ALTER TABLE products
  ADD COLUMN images_count integer NOT NULL DEFAULT 0,
  ADD COLUMN cover_upload_id text,
  ADD COLUMN cover_storage_key text;

-- The gallery columns of these products, read again from product_images. Only the rows that differ
-- are written: a save that puts back the gallery it deleted leaves the product row alone.
CREATE FUNCTION refresh_product_galleries(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET images_count = g.images_count, cover_upload_id = g.upload_id,
      cover_storage_key = g.storage_key
  FROM (
    SELECT x.id,
           (SELECT count(*)::int FROM product_images pi WHERE pi.product_id = x.id) AS images_count,
           c.upload_id, c.storage_key
    FROM unnest(ids) AS x(id)
    LEFT JOIN LATERAL (
      SELECT pi.upload_id, u.storage_key
      FROM product_images pi JOIN uploads u ON u.id = pi.upload_id
      WHERE pi.product_id = x.id AND pi.position = 0) c ON true
  ) g
  WHERE p.id = g.id
    AND (p.images_count, p.cover_upload_id, p.cover_storage_key)
        IS DISTINCT FROM (g.images_count, g.upload_id, g.storage_key);
$$;

-- Statement-level, as migrations 003 and 008: a bulk insert of 20,000 images costs one update.
CREATE FUNCTION product_galleries_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_galleries(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION product_galleries_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_galleries(ARRAY(
    SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;

-- A product deleted takes its gallery with it (cascade): its row is gone, and nothing is updated.
CREATE FUNCTION product_galleries_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_galleries(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER product_images_gallery_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_galleries_after_insert();
CREATE TRIGGER product_images_gallery_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_galleries_after_update();
CREATE TRIGGER product_images_gallery_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_galleries_after_delete();

-- The triggers exist before the galleries are read, and adding the columns locked products until
-- this migration commits (a gallery row needs its product): no gallery written meanwhile is missed.
SELECT refresh_product_galleries(ARRAY(SELECT DISTINCT product_id FROM product_images));
