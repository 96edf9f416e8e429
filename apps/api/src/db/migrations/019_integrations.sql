-- Settings, part 2: integrations. The analytics and advertising tags the storefront loads for a shop
-- (packages/admin-api/src/settings-integrations.ts): one row per integration and shop, named as its
-- page and its call are (the meta pixel is `meta-pixel` here; the API's list keys it facebook-pixel).
-- value: the id with the service, '' until set (§5's minimum of 3 characters is the API's rule: a
-- value once set may still be cleared where the rule allows it, the meta pixel's). Each row has its
-- own version.
CREATE TABLE shop_integrations (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL
    CHECK (name IN ('google-analytics', 'google-tag-manager', 'meta-pixel', 'tiktok-pixel')),
  value text NOT NULL DEFAULT '' CHECK (length(value) <= 64),
  status text NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'inactive')),
  updated_at bigint NOT NULL,
  PRIMARY KEY (shop_id, name)
);

-- Every shop, however it is made, starts with its four integrations, empty and inactive, so the
-- settings never meet a shop without them.
CREATE FUNCTION shop_integration_rows(shop shops) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_integrations (shop_id, name, updated_at)
  SELECT shop.id, name, shop.created_at
  FROM unnest(ARRAY['google-analytics', 'google-tag-manager', 'meta-pixel', 'tiktok-pixel']) AS name;
END $$;

CREATE FUNCTION shop_integrations_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_integration_rows(NEW);
  RETURN NULL;
END $$;

CREATE TRIGGER shops_integration_rows AFTER INSERT ON shops
  FOR EACH ROW EXECUTE FUNCTION shop_integrations_after_insert();

-- The shops that exist already.
SELECT shop_integration_rows(shops) FROM shops;
