-- Shops, accounts and sign-in, customers and orders.
-- Timestamps are bigint unix seconds: the API speaks unix seconds and keyset cursors compare them as is.
-- Money is bigint minor units of the shop currency.

-- Trigram indexes make the customer search (ILIKE '%q%') and its count fast on large shops.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Server-side secrets generated once (the access-token key when AUTH_SECRET is not set).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE shops (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  host text NOT NULL UNIQUE,
  currency_code text NOT NULL DEFAULT 'USD',
  currency_symbol text NOT NULL DEFAULT '$',
  currency_name text NOT NULL DEFAULT 'US Dollar',
  currency_fraction_digits smallint NOT NULL DEFAULT 2 CHECK (currency_fraction_digits BETWEEN 0 AND 4),
  tax_inclusion_status text NOT NULL DEFAULT 'inactive' CHECK (tax_inclusion_status IN ('active', 'inactive')),
  tour_completed boolean NOT NULL DEFAULT false,
  has_wallet_card boolean NOT NULL DEFAULT false,
  wallet_available_amount bigint,
  website_selling_mode text NOT NULL DEFAULT 'online_store'
    CHECK (website_selling_mode IN ('online_store', 'sell_by_link')),
  admin_panel_logo text,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'az')),
  storefront_url text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (see auth/passwords.ts)
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('OWNER', 'STAFF')),
  permission text[] NOT NULL DEFAULT '{}',
  first_name text NOT NULL,
  last_name text NOT NULL,
  profile_image_src text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- The stores an account may open; `position` orders the store switcher (the first is the default).
CREATE TABLE account_shops (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, shop_id)
);
CREATE INDEX account_shops_shop_idx ON account_shops (shop_id);

-- One-time codes from the accounts service; only their SHA-256 is stored.
CREATE TABLE sign_in_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX sign_in_codes_expires_idx ON sign_in_codes (expires_at);

-- Rotating refresh tokens; a family is one sign-in, every rotation adds a token to it.
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  family_id text NOT NULL,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint,
  revoked_at bigint
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account_idx ON refresh_tokens (account_id);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);

CREATE TABLE customers (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  note text NOT NULL DEFAULT '',
  -- Kept in step with the customer's orders (db/customer-totals.ts) so the list can sort on them.
  total_spent bigint NOT NULL DEFAULT 0,
  orders_count integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  -- Emails arrive lowercased (the contract's emailField), so a plain unique index is case-insensitive.
  -- It also serves the email sort: within a shop the email is unique, so the id tiebreak never matters.
  CONSTRAINT customers_shop_email_key UNIQUE (shop_id, email),
  -- Target of the orders' composite key, which keeps an order and its customer in the same shop.
  CONSTRAINT customers_shop_id_key UNIQUE (shop_id, id)
);
-- One index per sort field of the contract: keyset pages read (shop_id, field, id) in index order.
CREATE INDEX customers_created_idx ON customers (shop_id, created_at, id);
CREATE INDEX customers_updated_idx ON customers (shop_id, updated_at, id);
CREATE INDEX customers_last_name_idx ON customers (shop_id, last_name, id);
CREATE INDEX customers_total_spent_idx ON customers (shop_id, total_spent, id);
CREATE INDEX customers_orders_count_idx ON customers (shop_id, orders_count, id);
-- The search expression; routes/customers.ts must use exactly this expression for the index to apply.
CREATE INDEX customers_search_idx ON customers
  USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);

CREATE TABLE orders (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  order_number integer NOT NULL CHECK (order_number > 0),
  customer_id text,
  financial_status text NOT NULL CHECK (financial_status IN
    ('pending', 'authorized', 'partially_paid', 'paid', 'partially_refunded', 'refunded', 'voided')),
  fulfillment_status text NOT NULL CHECK (fulfillment_status IN
    ('unfulfilled', 'partially_fulfilled', 'fulfilled')),
  total bigint NOT NULL CHECK (total >= 0),
  items_count integer NOT NULL CHECK (items_count >= 0),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT orders_shop_number_key UNIQUE (shop_id, order_number),
  -- Deleting a customer keeps its orders, without a customer.
  CONSTRAINT orders_customer_fkey FOREIGN KEY (shop_id, customer_id)
    REFERENCES customers (shop_id, id) ON DELETE SET NULL (customer_id)
);
CREATE INDEX orders_created_idx ON orders (shop_id, created_at, id);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at);
-- The sidebar badge counts unfulfilled orders; these keep every status filter an index scan.
CREATE INDEX orders_fulfillment_idx ON orders (shop_id, fulfillment_status, financial_status);
CREATE INDEX orders_financial_idx ON orders (shop_id, financial_status);
