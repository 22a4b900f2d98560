CREATE TABLE "bank_counts" (
	"platform" text NOT NULL,
	"slot" smallint NOT NULL,
	"profiles" bigint DEFAULT 0 NOT NULL,
	"browsable" bigint DEFAULT 0 NOT NULL,
	"demo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_counts_platform_slot_pk" PRIMARY KEY("platform","slot")
);
--> statement-breakpoint
-- Adds a statement's rows to (sign 1) or takes them from (sign -1) the platform's counts, in the
-- slot of its transaction. 10000 is PROFILE_BANK_MIN_FOLLOWERS (src/common/constants.ts).
CREATE OR REPLACE FUNCTION bank_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  this_slot smallint := (txid_current() % 16)::smallint;
BEGIN
  -- Transition tables exist only for the events their trigger names; PL/pgSQL plans a statement
  -- when it first runs, so the branch of an event that did not happen is never planned.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO bank_counts AS c (platform, slot, profiles, browsable, demo)
    SELECT platform, this_slot, -count(*), -count(*) FILTER (WHERE followers >= 10000), -count(*) FILTER (WHERE is_demo)
    FROM old_rows GROUP BY platform
    ON CONFLICT (platform, slot) DO UPDATE SET
      profiles = c.profiles + excluded.profiles,
      browsable = c.browsable + excluded.browsable,
      demo = c.demo + excluded.demo;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bank_counts AS c (platform, slot, profiles, browsable, demo)
    SELECT platform, this_slot, count(*), count(*) FILTER (WHERE followers >= 10000), count(*) FILTER (WHERE is_demo)
    FROM new_rows GROUP BY platform
    ON CONFLICT (platform, slot) DO UPDATE SET
      profiles = c.profiles + excluded.profiles,
      browsable = c.browsable + excluded.browsable,
      demo = c.demo + excluded.demo;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bank_counts_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bank_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER social_accounts_counted_insert AFTER INSERT ON social_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_counts_apply();--> statement-breakpoint
CREATE TRIGGER social_accounts_counted_update AFTER UPDATE ON social_accounts
  -- (A trigger with transition tables cannot name columns: every update statement is counted.)
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_counts_apply();--> statement-breakpoint
CREATE TRIGGER social_accounts_counted_delete AFTER DELETE ON social_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_counts_apply();--> statement-breakpoint
CREATE TRIGGER social_accounts_counted_truncate AFTER TRUNCATE ON social_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION bank_counts_clear();--> statement-breakpoint
-- The bank as it is now; from here on the triggers keep the counts.
INSERT INTO bank_counts (platform, slot, profiles, browsable, demo)
SELECT platform, 0, count(*), count(*) FILTER (WHERE followers >= 10000), count(*) FILTER (WHERE is_demo)
FROM social_accounts GROUP BY platform;
