-- Settings → security: when a password last changed, two-step sign-in (TOTP, RFC 6238) with its
-- recovery codes and the sign-in's second step, and each shop's botguard (proof of work at sign-in).

-- Null: not changed since the account was made (the security index says "never changed").
ALTER TABLE accounts ADD COLUMN password_changed_at bigint;

-- One row per account that has started or finished setting up an authenticator app. The secrets are
-- encrypted (AES-256-GCM, a key derived from the server's auth secret: auth/secret-box.ts) and never
-- returned after the set-up. `pending_*`: a set-up waiting for its first code; `secret_enc`: the
-- secret in use, set only by a confirmed set-up. `last_used_step` is the TOTP time step of the last
-- accepted code: RFC 6238 §5.2, a code is accepted once.
CREATE TABLE account_mfa (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  secret_enc text,
  enabled_at bigint,
  last_used_step bigint,
  pending_secret_enc text,
  pending_expires_at bigint,
  updated_at bigint NOT NULL,
  CONSTRAINT account_mfa_enabled_check CHECK ((secret_enc IS NULL) = (enabled_at IS NULL)),
  CONSTRAINT account_mfa_pending_check CHECK ((pending_secret_enc IS NULL) = (pending_expires_at IS NULL))
);

-- Recovery codes: only their SHA-256 (they are 50 random bits, not chosen by a person); a used one
-- keeps its row with `used_at` so the count of codes left is exact.
CREATE TABLE account_recovery_codes (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at bigint,
  PRIMARY KEY (account_id, code_hash)
);

-- A sign-in whose password was right and that now waits for the second step: the accounts page holds
-- the ticket (only its SHA-256 is here). It lives a few minutes and dies after a few wrong codes.
CREATE TABLE sign_in_mfa_tickets (
  ticket_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email text NOT NULL,
  from_path text NOT NULL DEFAULT '',
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  expires_at bigint NOT NULL
);
CREATE INDEX sign_in_mfa_tickets_expires_idx ON sign_in_mfa_tickets (expires_at);

-- Botguard of a shop: protects the sign-in of every account of the shop (accounts/botguard.ts). No
-- row: off. `level` risky asks for the proof only after recent failures; always, on every sign-in.
CREATE TABLE shop_botguard (
  shop_id text PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  level text NOT NULL CHECK (level IN ('risky', 'always')),
  updated_at bigint NOT NULL
);

-- Proofs of work already used: a solved challenge signs in once (the hash of its salt, until it
-- would have expired anyway).
CREATE TABLE botguard_spent_challenges (
  salt_hash text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX botguard_spent_challenges_expires_idx ON botguard_spent_challenges (expires_at);
