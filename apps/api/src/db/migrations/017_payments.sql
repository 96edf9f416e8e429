-- Settings, part 2: payments. A shop's connection to a provider of the catalogue
-- (packages/admin-api/src/payment-providers.ts), its cash on delivery, and the platform's own provider.

-- One row per connected provider. credentials: what apps/api/src/settings-credentials keeps, plain
-- values and secrets sealed with the server's key ({ "values": {...}, "secrets": { key: { "sealed",
-- "mask" } } }); no secret is ever stored in plain text. mode: what the keys were checked against.
CREATE TABLE payment_connections (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider ~ '^[a-z]{2,20}$'),
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  credentials jsonb NOT NULL CHECK (jsonb_typeof(credentials) = 'object'),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (shop_id, provider)
);

-- Cash on delivery: the shop's manual method. Money in minor units of the shop's currency; null
-- for no fee and no bound. A shop without a row has it off, named "Cash on delivery".
CREATE TABLE cash_on_delivery (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
  instructions text NOT NULL DEFAULT '' CHECK (length(instructions) <= 1000),
  fee bigint CHECK (fee >= 0),
  min_order bigint CHECK (min_order >= 0),
  max_order bigint CHECK (max_order >= 0),
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  updated_at bigint NOT NULL,
  CHECK (min_order IS NULL OR max_order IS NULL OR min_order < max_order)
);

-- The platform's own provider: nothing to connect; how its charges read on a buyer's statement.
CREATE TABLE platform_payments (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  statement_descriptor text NOT NULL CHECK (length(statement_descriptor) BETWEEN 5 AND 22),
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  updated_at bigint NOT NULL
);
