-- Failed sign-ins of the last minutes, one row each, by what was tried: the email together with the
-- client's address (accounts/throttle.ts). The accounts form stops checking passwords for a key that
-- failed too often lately, so a password cannot be guessed at the speed of the server.
CREATE TABLE sign_in_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  failed_at bigint NOT NULL
);
CREATE INDEX sign_in_failures_key_idx ON sign_in_failures (key, failed_at);
CREATE INDEX sign_in_failures_failed_at_idx ON sign_in_failures (failed_at);
