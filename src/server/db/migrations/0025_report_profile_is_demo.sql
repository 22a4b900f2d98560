-- Stored audit reports gain profile.isDemo (#19): a report of a demo-seed creator is labelled
-- "Demo data" on its page and in its PDF. Reports computed before carry the flag of their bank
-- profile; one whose bank profile is gone has nothing left to tell and is taken as real.
UPDATE "audit_reports" AS r
SET "data" = jsonb_set(r."data", '{profile,isDemo}', to_jsonb(coalesce(a."is_demo", false)))
FROM "audit_reports" AS source
LEFT JOIN "social_accounts" AS a ON a."id" = source."account_id"
WHERE r."id" = source."id" AND r."data" IS NOT NULL AND NOT (r."data" -> 'profile' ? 'isDemo');
