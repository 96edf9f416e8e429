-- Catalog: products with variants and images, collections, locations with inventory levels, uploads.
-- Same conventions as 001: text ids, bigint unix seconds, bigint minor units, every row scoped to a shop.

-- Files merchants uploaded (images). The bytes live under DATA_DIR/uploads/<storage_key>; `mime` is what
-- the bytes are (sniffed), never what the file name or the browser claimed.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  mime text NOT NULL CHECK (mime IN
    ('image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  descr text NOT NULL DEFAULT '',
  original_name text NOT NULL DEFAULT '',
  width integer,
  height integer,
  created_at bigint NOT NULL,
  CONSTRAINT uploads_shop_id_key UNIQUE (shop_id, id)
);

CREATE TABLE products (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  -- Rich text, sanitised by the server before it is stored (and again by any renderer).
  description_html text NOT NULL DEFAULT '',
  -- Minor units of the shop currency; variants may override it.
  price bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'hidden')),
  seo_title text NOT NULL DEFAULT '',
  seo_description text NOT NULL DEFAULT '',
  orders_count integer NOT NULL DEFAULT 0 CHECK (orders_count >= 0),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT products_shop_id_key UNIQUE (shop_id, id)
);
-- Keyset paging by (sort field, id) for every sort of the list, with and without the status filter.
CREATE INDEX products_title_idx ON products (shop_id, title, id);
CREATE INDEX products_status_title_idx ON products (shop_id, status, title, id);
CREATE INDEX products_created_idx ON products (shop_id, created_at, id);
CREATE INDEX products_updated_idx ON products (shop_id, updated_at, id);
CREATE INDEX products_orders_count_idx ON products (shop_id, orders_count, id);
CREATE INDEX products_price_idx ON products (shop_id, price, id);
-- Search by any fragment of the title (ILIKE '%q%') and its count, on a million products.
CREATE INDEX products_search_idx ON products USING gin (lower(title) gin_trgm_ops);

-- A product's gallery, in order; position 0 is the default image.
CREATE TABLE product_images (
  shop_id text NOT NULL,
  product_id text NOT NULL,
  upload_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  PRIMARY KEY (product_id, position),
  CONSTRAINT product_images_product_fkey FOREIGN KEY (shop_id, product_id)
    REFERENCES products (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT product_images_upload_fkey FOREIGN KEY (shop_id, upload_id)
    REFERENCES uploads (shop_id, id) ON DELETE RESTRICT
);
CREATE INDEX product_images_upload_idx ON product_images (upload_id);

-- Options (e.g. Size, Colour) are named on the product; each variant holds one value per option.
CREATE TABLE product_options (
  shop_id text NOT NULL,
  product_id text NOT NULL,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 2),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  PRIMARY KEY (product_id, position),
  CONSTRAINT product_options_product_fkey FOREIGN KEY (shop_id, product_id)
    REFERENCES products (shop_id, id) ON DELETE CASCADE
);

CREATE TABLE product_variants (
  id text PRIMARY KEY,
  shop_id text NOT NULL,
  product_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  -- One value per option of the product, in option order (empty for a product without options).
  option_values text[] NOT NULL DEFAULT '{}',
  -- Null: the product's price.
  price bigint CHECK (price >= 0),
  sku text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT product_variants_shop_id_key UNIQUE (shop_id, id),
  CONSTRAINT product_variants_product_fkey FOREIGN KEY (shop_id, product_id)
    REFERENCES products (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX product_variants_product_idx ON product_variants (product_id, position);
-- A SKU identifies one variant in a shop (empty SKUs are allowed any number of times).
CREATE UNIQUE INDEX product_variants_sku_key ON product_variants (shop_id, sku) WHERE sku <> '';

CREATE TABLE collections (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  description_html text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  -- Null when the merchant left it empty (§3: empty becomes undefined).
  handle text,
  -- manual: products picked by hand; automated: products matching `conditions`.
  collection_type text NOT NULL CHECK (collection_type IN ('manual', 'automated')),
  -- all: a product must match every condition; any: one is enough.
  condition_type text NOT NULL DEFAULT 'all' CHECK (condition_type IN ('all', 'any')),
  -- [{ "name": "title", "type": "contains", "value": "Shirt" }, ...]
  conditions jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  parent_collection_id text,
  is_subcategory boolean NOT NULL DEFAULT false,
  -- 0 for a top-level collection; a sub-collection is one deeper than its parent.
  level integer NOT NULL DEFAULT 0 CHECK (level >= 0),
  -- Ids from the root down to this collection, e.g. {col_a,col_b}.
  path_levels text[] NOT NULL DEFAULT '{}',
  display_order integer NOT NULL DEFAULT 0,
  show_products_at_level boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT collections_shop_id_key UNIQUE (shop_id, id),
  CONSTRAINT collections_parent_fkey FOREIGN KEY (shop_id, parent_collection_id)
    REFERENCES collections (shop_id, id) ON DELETE RESTRICT,
  CONSTRAINT collections_subcategory_parent CHECK (NOT is_subcategory OR parent_collection_id IS NOT NULL)
);
CREATE UNIQUE INDEX collections_handle_key ON collections (shop_id, handle) WHERE handle IS NOT NULL;
CREATE INDEX collections_updated_idx ON collections (shop_id, updated_at, id);
CREATE INDEX collections_title_idx ON collections (shop_id, title, id);
CREATE INDEX collections_parent_idx ON collections (shop_id, parent_collection_id);
CREATE INDEX collections_search_idx ON collections USING gin (lower(title) gin_trgm_ops);
-- The collections below one (path_levels @> ARRAY[id]): moves, depth checks, hierarchy_depth.
CREATE INDEX collections_path_idx ON collections USING gin (path_levels);

CREATE TABLE collection_images (
  shop_id text NOT NULL,
  collection_id text NOT NULL,
  upload_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  PRIMARY KEY (collection_id, position),
  CONSTRAINT collection_images_collection_fkey FOREIGN KEY (shop_id, collection_id)
    REFERENCES collections (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT collection_images_upload_fkey FOREIGN KEY (shop_id, upload_id)
    REFERENCES uploads (shop_id, id) ON DELETE RESTRICT
);

-- Products picked by hand for a manual collection.
CREATE TABLE collection_products (
  shop_id text NOT NULL,
  collection_id text NOT NULL,
  product_id text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_id, product_id),
  CONSTRAINT collection_products_collection_fkey FOREIGN KEY (shop_id, collection_id)
    REFERENCES collections (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT collection_products_product_fkey FOREIGN KEY (shop_id, product_id)
    REFERENCES products (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX collection_products_product_idx ON collection_products (product_id);

-- Where stock is kept (warehouses, shops).
CREATE TABLE locations (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  address_line text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country_alpha2 char(2) NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  CONSTRAINT locations_shop_id_key UNIQUE (shop_id, id)
);
CREATE UNIQUE INDEX locations_default_key ON locations (shop_id) WHERE is_default;

-- Stock of one variant at one location: the `inventoryId` of PUT inventory/levels/{inventoryId}.
CREATE TABLE inventory_levels (
  id text PRIMARY KEY,
  shop_id text NOT NULL,
  location_id text NOT NULL,
  variant_id text NOT NULL,
  available integer NOT NULL CHECK (available BETWEEN -1000000 AND 1000000000),
  updated_at bigint NOT NULL,
  CONSTRAINT inventory_levels_variant_location_key UNIQUE (variant_id, location_id),
  CONSTRAINT inventory_levels_location_fkey FOREIGN KEY (shop_id, location_id)
    REFERENCES locations (shop_id, id) ON DELETE CASCADE,
  CONSTRAINT inventory_levels_variant_fkey FOREIGN KEY (shop_id, variant_id)
    REFERENCES product_variants (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX inventory_levels_location_idx ON inventory_levels (shop_id, location_id, id);
