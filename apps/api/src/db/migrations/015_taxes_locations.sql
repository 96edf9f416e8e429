-- Settings, part 1: locations become editable (a full address, whether they fulfil online orders, and
-- a version for the lost-update check) and the shop's tax rates.

ALTER TABLE locations
  ADD COLUMN address_line2 text NOT NULL DEFAULT '',
  ADD COLUMN zip text NOT NULL DEFAULT '',
  -- ISO 3166-2 code of a subdivision of country_alpha2 (checked by the API), null for none.
  ADD COLUMN state_code text CHECK (state_code IS NULL OR length(state_code) BETWEEN 4 AND 10),
  ADD COLUMN fulfills_online_orders boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at bigint;
UPDATE locations SET updated_at = created_at;
ALTER TABLE locations ALTER COLUMN updated_at SET NOT NULL;

-- A percentage charged in the listed countries. rate is exact (numeric): 7.375 stays 7.375.
CREATE TABLE tax_rates (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  rate numeric(6, 3) NOT NULL CHECK (rate > 0 AND rate <= 100),
  amount_type text NOT NULL DEFAULT 'percentage' CHECK (amount_type = 'percentage'),
  -- ISO 3166-1 alpha-2 codes, each once (the API keeps them distinct), in the order given.
  countries text[] NOT NULL CHECK (cardinality(countries) BETWEEN 1 AND 250),
  charge_policy text NOT NULL DEFAULT 'products'
    CHECK (charge_policy IN ('products', 'products_and_shipping')),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX tax_rates_shop_idx ON tax_rates (shop_id, name, id);
