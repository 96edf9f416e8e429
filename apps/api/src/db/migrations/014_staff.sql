-- Staff (issue 23). What a person may do is a fact of their membership of one shop, not of their
-- account: one person can own a shop and work in another with a few policies. The role and the
-- policies move from accounts to account_shops (a membership); the membership gets its own version
-- (updated_at) so two people editing one member's policies cannot overwrite each other.
ALTER TABLE account_shops
  ADD COLUMN role text NOT NULL DEFAULT 'STAFF' CHECK (role IN ('OWNER', 'STAFF')),
  ADD COLUMN permission text[] NOT NULL DEFAULT '{}',
  ADD COLUMN created_at bigint,
  ADD COLUMN updated_at bigint;

UPDATE account_shops s
SET role = a.role, permission = a.permission, created_at = a.created_at, updated_at = a.updated_at
FROM accounts a
WHERE a.id = s.account_id;

ALTER TABLE account_shops
  ALTER COLUMN created_at SET NOT NULL,
  ALTER COLUMN updated_at SET NOT NULL;

ALTER TABLE accounts DROP COLUMN role, DROP COLUMN permission;

-- A person invited to a shop who has not accepted yet. Accepting turns the row into a membership
-- (and, for a new person, an account) and deletes it: a link works once. Only the SHA-256 of the
-- link's token is kept (auth/tokens.ts), so a leaked row cannot be turned back into a link.
CREATE TABLE staff_invitations (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  -- Lowercased by the contract's emailField, so the unique key is case-insensitive.
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  permission text[] NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at bigint NOT NULL,
  invited_by text REFERENCES accounts (id) ON DELETE SET NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CONSTRAINT staff_invitations_shop_email_key UNIQUE (shop_id, email)
);
