-- Issue 9 (growth), decision 020: the duplicate check takes, for each pair of alike last and first names, the
-- lowest ids of the pair's participants that are not merged and not born on a close date (those are ranked on their
-- own). This index holds only participants that are not merged, in the name-order index's order, with every column
-- the walk reads, so the walk is an index-only range scan that stops at its limit (with the merged filter on the
-- table, PostgreSQL read each pair whole and sorted it).
CREATE INDEX "participants_unmerged_name_order_idx" ON "participants" USING btree (lower("last_name") collate "C",lower("first_name") collate "C","participant_id","last_name","first_name","dob") WHERE "participants"."merged_into" is null;