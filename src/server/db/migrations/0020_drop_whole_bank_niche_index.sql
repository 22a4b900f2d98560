-- The niche index over the whole bank (0015) served a niche ANDed with the country's B-tree
-- before 0018 put niches, audience tags and the country in one GIN index per platform. A full
-- bench run at 1M profiles used it for no search (pg_stat_user_indexes: 0 scans), and every
-- imported profile paid for it.
DROP INDEX "social_accounts_categories_gin";
