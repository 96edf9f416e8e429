-- Settings: the shop's domains (its own address on the platform and the custom domains a merchant
-- connects, with what the last DNS check found), its brand and its policies.

-- One row per address of a shop. The platform address (`<handle>.<platform domain>`) is the shop's
-- host (shops.host mirrors it for the store switcher); it is always there and always verified. A
-- custom domain proves itself by DNS: `verification_token` is what its TXT record must hold, and
-- `records` keeps the last check's findings (null until the first check).
CREATE TABLE shop_domains (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('platform', 'custom')),
  host text NOT NULL,
  handle text,
  is_primary boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('pending', 'verified', 'failed')),
  verification_token text,
  records jsonb,
  checked_at bigint,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CHECK ((kind = 'platform') = (handle IS NOT NULL)),
  CHECK ((kind = 'custom') = (verification_token IS NOT NULL))
);
-- A host belongs to one shop; a shop has one platform address and at most one primary domain.
CREATE UNIQUE INDEX shop_domains_host_key ON shop_domains (host);
CREATE UNIQUE INDEX shop_domains_platform_key ON shop_domains (shop_id) WHERE kind = 'platform';
CREATE UNIQUE INDEX shop_domains_primary_key ON shop_domains (shop_id) WHERE is_primary;
CREATE INDEX shop_domains_shop_idx ON shop_domains (shop_id, created_at, id);

-- The brand; the logo is the shop's admin_panel_logo (the sidebar reads it from the shop).
CREATE TABLE shop_brands (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  primary_color text NOT NULL DEFAULT '#1f2937' CHECK (primary_color ~ '^#[0-9a-f]{6}$'),
  accent_color text NOT NULL DEFAULT '#2563eb' CHECK (accent_color ~ '^#[0-9a-f]{6}$'),
  cover_image text,
  slogan text NOT NULL DEFAULT '',
  short_description text NOT NULL DEFAULT '',
  updated_at bigint NOT NULL
);

-- One row per policy kind, '' until the shop writes it: each has its own version.
CREATE TABLE shop_policies (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('refund', 'privacy', 'terms_of_service', 'shipping', 'contact')),
  body text NOT NULL DEFAULT '',
  updated_at bigint NOT NULL,
  PRIMARY KEY (shop_id, kind)
);

-- Every shop, however it is made, starts with its platform address (primary), a brand and its
-- policies, so the settings never meet a shop without them.
CREATE FUNCTION shop_settings_rows(shop shops) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_domains (id, shop_id, kind, host, handle, is_primary, status, created_at, updated_at)
  VALUES ('dom_' || shop.id, shop.id, 'platform', shop.host, split_part(shop.host, '.', 1), true,
          'verified', shop.created_at, shop.created_at);
  INSERT INTO shop_brands (shop_id, updated_at) VALUES (shop.id, shop.created_at);
  INSERT INTO shop_policies (shop_id, kind, updated_at)
  SELECT shop.id, kind, shop.created_at
  FROM unnest(ARRAY['refund', 'privacy', 'terms_of_service', 'shipping', 'contact']) AS kind;
END $$;

CREATE FUNCTION shop_settings_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_settings_rows(NEW);
  RETURN NULL;
END $$;

CREATE TRIGGER shops_settings_rows AFTER INSERT ON shops
  FOR EACH ROW EXECUTE FUNCTION shop_settings_after_insert();

-- The shops that exist already; their storefront address follows their primary domain from now on.
SELECT shop_settings_rows(shops) FROM shops;
UPDATE shops SET storefront_url = 'https://' || host;
