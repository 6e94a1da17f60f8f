-- Issue 9 (growth), decision 020: the service search's GIN index without a pending list (fastupdate off). With it,
-- rows written since the last vacuum (a whole rebuild: 4,301 of 10,066 documents on the bench) sat in an unsorted
-- list that every search read whole, and its size made the planner read every document instead of the index.
-- Recreated rather than altered, so the index starts without a pending list.
DROP INDEX "service_search_documents_document_idx";--> statement-breakpoint
CREATE INDEX "service_search_documents_document_idx" ON "service_search_documents" USING gin ("document") WITH (fastupdate=false);