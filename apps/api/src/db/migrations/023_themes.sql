-- Online store themes (§7 Themes): the themes a shop has installed, their settings, which one is live.
-- Same conventions as 001: text ids, bigint unix seconds, every row scoped to a shop.
-- A theme's templates and its settings schema are files of the server (apps/api/src/storefront/themes/
-- <handle>/); a row holds the shop's values of that schema. The API installs every theme of the server
-- for a shop the first time its themes are read (and the seed does it for the demo shops).

CREATE TABLE themes (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  -- The template folder it renders with.
  handle text NOT NULL CHECK (handle ~ '^[a-z][a-z0-9-]{0,63}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  version text NOT NULL CHECK (length(version) BETWEEN 1 AND 32),
  -- Values of the theme's schema: { "section_order": [...], "sections": { "<section>": { "<setting>": v } } },
  -- checked by the API against the schema. The draft is what Save writes and a preview shows; the
  -- published values are what the storefront shows while the theme is live.
  draft_settings jsonb NOT NULL CHECK (jsonb_typeof(draft_settings) = 'object'),
  published_settings jsonb NOT NULL CHECK (jsonb_typeof(published_settings) = 'object'),
  live boolean NOT NULL DEFAULT false,
  -- NULL: never published since it was installed.
  published_at bigint,
  created_at bigint NOT NULL,
  -- The version a save or publish must send (409 when stale).
  updated_at bigint NOT NULL,
  CONSTRAINT themes_shop_id_key UNIQUE (shop_id, id),
  CONSTRAINT themes_handle_key UNIQUE (shop_id, handle)
);
-- At most one live theme per shop; the storefront finds it through this index.
CREATE UNIQUE INDEX themes_live_key ON themes (shop_id) WHERE live;
