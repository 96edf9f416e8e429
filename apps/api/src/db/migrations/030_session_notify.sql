-- Issue 21 (load): each API process keeps the sign-ins it has checked (auth/session-cache.ts) instead
-- of reading them on every request. Whatever ends or changes one must reach every process at once,
-- whichever statement did it: so the tables notify, not the code. The payload is the account id; a
-- process forgets every sign-in of that account it holds (and reads it again on the next request).
-- What changes a sign-in: the account itself (a name, an e-mail; deleted), its membership of a shop
-- (a permission changed, removed from the staff), a refresh token revoked or deleted (sign-out,
-- a password change, a stolen token detected). A new row changes nothing already checked.
CREATE FUNCTION notify_session_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Two statements: a record's fields are looked up when an expression is first run, so one CASE
  -- naming both would fail on the table that lacks the other.
  IF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('session_changed', OLD.id);
  ELSE
    PERFORM pg_notify('session_changed', OLD.account_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER accounts_session_changed
  AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();

CREATE TRIGGER account_shops_session_changed
  AFTER UPDATE OR DELETE ON account_shops
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();

-- Rotation (used_at) keeps the sign-in alive: only a revocation or a deletion ends it.
CREATE TRIGGER refresh_tokens_revoked
  AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION notify_session_changed();

CREATE TRIGGER refresh_tokens_deleted
  AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
