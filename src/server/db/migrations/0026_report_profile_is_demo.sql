-- Stored audit reports gain profile.isDemo (#19): a report of a demo-seed creator is labelled
-- "Demo data" on its page and in its PDF. Reports computed before carry the flag of their bank
-- profile; one whose bank profile is gone has nothing left to tell and is taken as real.
UPDATE "audit_reports" AS r
SET "data" = jsonb_set(
  r."data",
  '{profile,isDemo}',
  to_jsonb(coalesce((SELECT a."is_demo" FROM "social_accounts" AS a WHERE a."id" = r."account_id"), false))
)
WHERE r."data" IS NOT NULL AND r."data" -> 'profile' -> 'isDemo' IS NULL;
