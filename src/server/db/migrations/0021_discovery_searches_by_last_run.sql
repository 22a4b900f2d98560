-- Every charged search records itself and deletes its organization's searches that can no longer
-- be paged for free (recordSearch). Without this index the delete read every search the
-- organization ran in the last 24 hours, so an organization's searches got slower the more it searched.
CREATE INDEX "discovery_searches_org_last_run_idx" ON "discovery_searches" USING btree ("org_id","last_run_at");