-- Issue 9 (bench): the admin activity log filtered by kind over a time range, newest first. Before this index the
-- total of such a page counted with a sequential scan of the whole log (745 ms over 2,000,000 rows); now the count
-- is an index-only range scan and the page an index-only backward scan in (created_at, id) order.
CREATE INDEX "activity_logs_kind_created_idx" ON "activity_logs" USING btree ("kind","created_at","id");
