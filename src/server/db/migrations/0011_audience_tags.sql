ALTER TABLE "social_accounts" ADD COLUMN "audience_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Existing profiles get the tags of their audience rows, by the rule of audience-tags.ts: one tag
-- "dimension:value:tenths" per value holding at least a tenth (tenths floored, plus 1e-6).
UPDATE "social_accounts" AS s SET "audience_tags" = t.tags
FROM (
  SELECT a.account_id, array_agg(a.dimension || ':' || a.value || ':' || a.tenths) AS tags
  FROM (
    SELECT account_id, dimension, value, least(10, floor(share::float8 * 10 + 1e-6))::int AS tenths
    FROM "social_account_audience"
  ) AS a
  WHERE a.tenths >= 1
  GROUP BY a.account_id
) AS t
WHERE s.id = t.account_id;--> statement-breakpoint
CREATE INDEX "social_accounts_audience_tags_gin" ON "social_accounts" USING gin ("audience_tags");
