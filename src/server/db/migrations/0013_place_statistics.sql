-- A city lies in one country and mostly speaks one language, but the planner multiplies the
-- selectivities of country, city and language as if they were independent: "Jakarta, Indonesia"
-- was estimated at 247 profiles of the 8,266 there are (at 1M), so a search that needed the
-- sort-index walk sorted every match instead (88 ms -> 14 ms with these statistics).
CREATE STATISTICS IF NOT EXISTS "social_accounts_place_stats" (dependencies, ndistinct) ON "country", "city", "language" FROM "social_accounts";--> statement-breakpoint
ANALYZE "social_accounts";
