-- The shop's general settings (settings › general), served as fields of GET shop.
-- phone, industry: the details page (industry is checked by the contract, so the list can grow
--   without a migration).
-- address: the postal address as saved by PUT shop/address, codes only
--   ({ line, line2, city, zip, state, country }); the names are added from the reference data when
--   read. Null until the merchant gives one.
-- home_title, home_meta_description, social_sharing_image: the storefront home page's display.
-- maintenance_mode, maintenance_message, storefront_password: the storefront closed for visitors.
-- social_profiles: { network: url } for the networks that have one.
-- timezone, unit_system, weight_unit: standards and formats (the currency has its columns since 001).
ALTER TABLE shops
  ADD COLUMN phone text,
  ADD COLUMN industry text,
  ADD COLUMN address jsonb
    CONSTRAINT shops_address_check CHECK (address IS NULL OR jsonb_typeof(address) = 'object'),
  ADD COLUMN home_title text NOT NULL DEFAULT '',
  ADD COLUMN home_meta_description text NOT NULL DEFAULT '',
  ADD COLUMN social_sharing_image text,
  ADD COLUMN maintenance_mode boolean NOT NULL DEFAULT false,
  ADD COLUMN maintenance_message text NOT NULL DEFAULT '',
  ADD COLUMN storefront_password text,
  ADD COLUMN social_profiles jsonb NOT NULL DEFAULT '{}'::jsonb
    CONSTRAINT shops_social_profiles_check CHECK (jsonb_typeof(social_profiles) = 'object'),
  ADD COLUMN timezone text NOT NULL DEFAULT 'UTC',
  ADD COLUMN unit_system text NOT NULL DEFAULT 'metric'
    CONSTRAINT shops_unit_system_check CHECK (unit_system IN ('metric', 'imperial')),
  ADD COLUMN weight_unit text NOT NULL DEFAULT 'kg'
    CONSTRAINT shops_weight_unit_check CHECK (weight_unit IN ('kg', 'g', 'lb', 'oz'));
