-- Settings, part 2: shipping. The shop's zones and their rates (one versioned document, PUT shipping),
-- its connections to the carriers of the catalogue (packages/admin-api/src/shipping-carriers.ts),
-- and local pickup at its locations. Money in minor units of the shop's currency.

-- The document's version: a shop without a row never saved its zones (version 0).
CREATE TABLE shipping_settings (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  updated_at bigint NOT NULL
);

-- A zone: where its rates apply. countries: [{ "alpha2": "AZ", "states": ["AZ-BA"] }], all of the
-- country when states is empty; the API checks the codes against the reference lists and that no
-- country or state is in two zones. A save replaces every zone of the shop (ids kept).
CREATE TABLE shipping_zones (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  countries jsonb NOT NULL CHECK (jsonb_typeof(countries) = 'array'),
  CONSTRAINT shipping_zones_shop_id_key UNIQUE (shop_id, id)
);
CREATE UNIQUE INDEX shipping_zones_name_key ON shipping_zones (shop_id, lower(name));
CREATE INDEX shipping_zones_shop_idx ON shipping_zones (shop_id, position);

-- A rate of a zone: flat, or for orders whose value (minor units) or weight (grams, exact; shown in
-- the shop's weight unit) lies from the minimum up to the maximum (no maximum: no upper bound). Only
-- the bounds of its type are set. free_above: free for orders of at least that value.
CREATE TABLE shipping_rates (
  id text PRIMARY KEY,
  shop_id text NOT NULL,
  zone_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  type text NOT NULL CHECK (type IN ('flat', 'order_value', 'weight')),
  price bigint NOT NULL CHECK (price >= 0),
  min_order_value bigint CHECK (min_order_value >= 0),
  max_order_value bigint CHECK (max_order_value >= 0),
  min_weight_grams numeric(18, 6) CHECK (min_weight_grams >= 0),
  max_weight_grams numeric(18, 6) CHECK (max_weight_grams >= 0),
  free_above bigint CHECK (free_above > 0),
  CONSTRAINT shipping_rates_zone_fkey FOREIGN KEY (shop_id, zone_id)
    REFERENCES shipping_zones (shop_id, id) ON DELETE CASCADE,
  CHECK (type = 'order_value' OR (min_order_value IS NULL AND max_order_value IS NULL)),
  CHECK (type = 'weight' OR (min_weight_grams IS NULL AND max_weight_grams IS NULL)),
  CHECK (min_order_value IS NULL OR max_order_value IS NULL OR min_order_value < max_order_value),
  CHECK (min_weight_grams IS NULL OR max_weight_grams IS NULL OR min_weight_grams < max_weight_grams)
);
CREATE INDEX shipping_rates_zone_idx ON shipping_rates (shop_id, zone_id, position);

-- One row per connected carrier; credentials as payment_connections keeps them (017): plain values,
-- and secrets sealed by apps/api/src/settings-credentials with their last characters beside them.
CREATE TABLE shipping_connections (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  carrier text NOT NULL CHECK (carrier ~ '^[a-z][a-z-]{1,29}$'),
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  credentials jsonb NOT NULL CHECK (jsonb_typeof(credentials) = 'object'),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (shop_id, carrier)
);

-- Local pickup at a location. A location without a row has it off (version 0). The API offers it
-- only at a location that fulfils online orders; the row stays if that setting is turned off later.
CREATE TABLE local_pickup (
  shop_id text NOT NULL,
  location_id text NOT NULL,
  enabled boolean NOT NULL,
  instructions text NOT NULL DEFAULT '' CHECK (length(instructions) <= 500),
  ready_time text NOT NULL CHECK (ready_time IN ('1h', '2h', '4h', '24h', '2-4d', '5d+')),
  updated_at bigint NOT NULL,
  PRIMARY KEY (shop_id, location_id),
  CONSTRAINT local_pickup_location_fkey FOREIGN KEY (shop_id, location_id)
    REFERENCES locations (shop_id, id) ON DELETE CASCADE
);
