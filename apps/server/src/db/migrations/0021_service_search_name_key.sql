-- Issue 9, decision 023: a search lower-cased each match's name three times (to compare it with the term, to
-- compare its start with the term, and to order the page). The lower-cased name is now kept with the row.
ALTER TABLE "service_search_documents" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;