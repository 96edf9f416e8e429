-- Attempt counters for the sign-in, one-time-code and refresh limits (auth/attempt-limits.ts),
-- replacing sign_in_failures (007). That table recorded failures after the password check, so a burst
-- of parallel tries all passed the check before any failure was written. Here a row per limited key
-- (its SHA-256: keys hold emails and addresses) counts the attempts of a fixed window, and an attempt
-- is counted, under the row's lock, before anything is checked.
DROP TABLE sign_in_failures;
CREATE TABLE attempt_counters (
  key_hash text PRIMARY KEY,
  attempts integer NOT NULL CHECK (attempts >= 0),
  window_ends_at bigint NOT NULL
);
CREATE INDEX attempt_counters_window_ends_at_idx ON attempt_counters (window_ends_at);
