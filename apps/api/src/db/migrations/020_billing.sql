-- Settings, part 2: plans and billing. The platform's plans (the same for every shop), each shop's
-- subscription to one of them, its invoices, and the Cashfree orders made to pay for a plan.

-- A plan on offer. price: minor units of currency_code, per interval. staff_limit, location_limit:
-- null for no limit. features: keys the contract lists (PLAN_FEATURES), checked there.
CREATE TABLE billing_plans (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  position integer NOT NULL UNIQUE,
  price bigint NOT NULL CHECK (price >= 0),
  currency_code text NOT NULL CHECK (currency_code ~ '^[A-Z]{3}$'),
  billing_interval text NOT NULL DEFAULT 'month' CHECK (billing_interval = 'month'),
  staff_limit integer CHECK (staff_limit >= 0),
  location_limit integer CHECK (location_limit >= 0),
  transaction_fee_percent numeric(4, 2) NOT NULL CHECK (transaction_fee_percent >= 0),
  features text[] NOT NULL DEFAULT '{}'
);

-- The plans are the platform's offer, not demo data: every database has them. Prices in US cents.
INSERT INTO billing_plans
  (id, name, position, price, currency_code, staff_limit, location_limit, transaction_fee_percent,
   features)
VALUES
  ('starter', 'Starter', 1, 1900, 'USD', 2, 2, 2.00,
   '{online_store,discount_codes,custom_domain}'),
  ('growth', 'Growth', 2, 5900, 'USD', 5, 5, 1.00,
   '{online_store,discount_codes,custom_domain,customer_groups,ai_writing}'),
  ('pro', 'Pro', 3, 19900, 'USD', 15, NULL, 0.50,
   '{online_store,discount_codes,custom_domain,customer_groups,ai_writing,app_store,priority_support}');

-- One row per shop: its plan and the period being paid. The next charge is the plan's price at
-- current_period_end. payment_method: how the shop last paid ({ kind: card, brand, last4, exp_month,
-- exp_year } or { kind: upi, vpa }), null before its first payment. updated_at: the version a plan
-- change is made on (a second change made on the same version is refused).
CREATE TABLE shop_billing (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES billing_plans (id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'past_due')),
  current_period_start bigint NOT NULL,
  current_period_end bigint NOT NULL CHECK (current_period_end > current_period_start),
  payment_method jsonb CHECK (payment_method IS NULL OR jsonb_typeof(payment_method) = 'object'),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- Shops that exist before plans did start on the cheapest plan, with a period of 30 days from now
-- (as the API starts a shop it finds without a row, repos/billing.ts).
INSERT INTO shop_billing (shop_id, plan_id, current_period_start, current_period_end, created_at,
  updated_at)
SELECT id, 'starter', t.now, t.now + 30 * 86400, t.now, t.now
FROM shops CROSS JOIN (SELECT extract(epoch FROM now())::bigint AS now) t;

-- An invoice as issued: the plan's name and the amount are kept as they were then.
CREATE TABLE billing_invoices (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  number text NOT NULL,
  plan_id text NOT NULL REFERENCES billing_plans (id),
  plan_name text NOT NULL,
  period_start bigint NOT NULL,
  period_end bigint NOT NULL CHECK (period_end > period_start),
  amount bigint NOT NULL CHECK (amount >= 0),
  currency_code text NOT NULL CHECK (currency_code ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('paid', 'open', 'void')),
  issued_at bigint NOT NULL,
  paid_at bigint,
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  UNIQUE (shop_id, number)
);
CREATE INDEX billing_invoices_shop_idx ON billing_invoices (shop_id, issued_at DESC, id);

-- A Cashfree order created for a plan (POST billing/create-cashfree-order-for-billing-plan): id is
-- the order_id sent to Cashfree, cf_order_id Cashfree's. status stays 'created' until a payment is
-- confirmed. The payment session id is not kept: it is handed to the admin once and expires.
CREATE TABLE billing_cashfree_orders (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES billing_plans (id),
  cf_order_id text NOT NULL,
  environment text NOT NULL CHECK (environment IN ('sandbox', 'production')),
  amount bigint NOT NULL CHECK (amount >= 0),
  currency_code text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'expired')),
  created_by text REFERENCES accounts (id) ON DELETE SET NULL,
  created_at bigint NOT NULL
);
CREATE INDEX billing_cashfree_orders_shop_idx ON billing_cashfree_orders (shop_id, created_at DESC);
