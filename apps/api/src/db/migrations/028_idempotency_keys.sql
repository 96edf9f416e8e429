-- Idempotency keys of writes (http/idempotency.ts): a client that resends a create after a lost
-- answer (offline, a reload with the change still waiting) gets the first answer again instead of
-- a second record. One row per caller and key: the request's fingerprint, then the answer once the
-- first request has finished (status NULL while it runs).
CREATE TABLE idempotency_keys (
  shop_id text NOT NULL,
  account_id text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, account_id, key)
);
-- Old keys are deleted by age.
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
