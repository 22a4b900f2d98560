-- API processes cache resolved callers (session or API key -> organization, role, plan) in memory.
-- Any change to what a caller resolves to notifies channel caller_changed with the organization's
-- id, on commit, and every process listening drops that organization's cached callers
-- (modules/account/caller-cache.ts). Triggers, not calls in the services: no code path that
-- revokes a session, removes a member or changes a plan can forget to tell the caches.
CREATE OR REPLACE FUNCTION notify_caller_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] names the column holding the organization's id (id for organizations itself).
  PERFORM pg_notify('caller_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_caller_changed AFTER UPDATE OF revoked_at, expires_at, org_id, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('org_id');--> statement-breakpoint
CREATE TRIGGER users_caller_changed AFTER UPDATE OF role, email_verified_at, org_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('org_id');--> statement-breakpoint
CREATE TRIGGER organizations_caller_changed AFTER UPDATE OF plan, access_blocked_at OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('id');--> statement-breakpoint
CREATE TRIGGER api_keys_caller_changed AFTER UPDATE OF revoked_at, org_id OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('org_id');
