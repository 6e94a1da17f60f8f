-- Issue 9, decision 023: the search's city facet counted each match once per city by grouping its cities by
-- service and lower-cased name, about 9 µs a match. The index now keeps one spelling per city and service (case
-- folded; the first in sort order, which is the one the facet showed), so the facet counts the spellings as they
-- are and folds the few it finds. Rows written before this keep a spelling per case; fold them here.
UPDATE "service_search_documents"
SET "cities" = array(select min(c) from unnest("cities") c group by lower(c) order by 1)
WHERE cardinality("cities") > (select count(distinct lower(c)) from unnest("cities") c);
