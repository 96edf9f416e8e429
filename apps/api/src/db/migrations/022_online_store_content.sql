-- Online store content (§7 Navigation and pages): navigation menus and the shop's pages.
-- Same conventions as 001: text ids, bigint unix seconds, every row scoped to a shop.
-- The storefront reads both tables: the theme's header menu (default handle `main-menu`), the footer menu
-- (`footer`) and a page at /pages/<handle> when it is visible.

CREATE TABLE navigation_menus (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  -- Slug rule of §5: lowercase letters and digits with single _ or - separators, at least 5 characters.
  handle text NOT NULL CHECK (handle ~ '^[a-z0-9]+([_-][a-z0-9]+)*$' AND length(handle) >= 5),
  -- The ordered tree, at most three levels (the API checks the shape and depth):
  -- [{ "id": "mni_...", "title": "Shop", "link": { "type": "home" | "collection" | "product" | "page" | "url",
  --    "id"?: "<collection, product or page id>", "url"?: "/path or https://..." }, "children": [...] }]
  -- Links by id, not by handle, so renaming a collection or page does not break a menu; a link whose target
  -- was deleted is left out when the storefront renders the menu.
  items jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(items) = 'array'),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT navigation_menus_shop_id_key UNIQUE (shop_id, id),
  CONSTRAINT navigation_menus_handle_key UNIQUE (shop_id, handle)
);
-- The list's default order (§9: created_at:desc) and its keyset cursor.
CREATE INDEX navigation_menus_created_idx ON navigation_menus (shop_id, created_at, id);

CREATE TABLE online_store_pages (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  -- Slug rule of §5, unique per shop ("URL already taken"); the storefront serves the page at /pages/<handle>.
  handle text NOT NULL CHECK (handle ~ '^[a-z0-9]+([_-][a-z0-9]+)*$' AND length(handle) >= 5),
  -- Sanitised by the API when saved (the products' rich-text sanitiser), escaped again when rendered.
  body_html text NOT NULL DEFAULT '',
  seo_title text NOT NULL DEFAULT '',
  seo_description text NOT NULL DEFAULT '',
  -- Hidden pages are not served by the storefront (404); a menu link to one is left out.
  visible boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT online_store_pages_shop_id_key UNIQUE (shop_id, id),
  CONSTRAINT online_store_pages_handle_key UNIQUE (shop_id, handle)
);
-- The list's default order (§9: created_at:desc) and its keyset cursor; the storefront finds a page by
-- handle through online_store_pages_handle_key.
CREATE INDEX online_store_pages_created_idx ON online_store_pages (shop_id, created_at, id);
