-- Issue 9 (growth): the name-order index also holds the names it is computed from, so PostgreSQL can count a
-- last-name prefix ("Jo") with an index-only scan; before, each match cost a visit to the table (2,479 pages for the
-- 16,981 "jo%" matches of 100,000 participants, 122 index pages after).
DROP INDEX "participants_name_order_idx";--> statement-breakpoint
CREATE INDEX "participants_name_order_idx" ON "participants" USING btree (lower("last_name") collate "C",lower("first_name") collate "C","participant_id","last_name","first_name");