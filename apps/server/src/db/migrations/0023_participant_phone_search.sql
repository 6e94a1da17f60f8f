-- Issue 9: a search by the end of a phone number ("555-0142") unpacked every participant's phone list in turn (a
-- sequential scan of the table, each row's JSON read). A participant's numbers as one text, each between bars
-- ("|9075550142|9075550303|"), with a trigram index on it: "a number ending in 5550142" is
-- `like '%5550142|%'`, which the index answers (it needs three digits or more; the search asks for seven).
CREATE FUNCTION "casework_phone_numbers"("phones" jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT '|' || coalesce(string_agg(p ->> 'number', '|'), '') || '|'
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof("phones") = 'array' THEN "phones" ELSE '[]'::jsonb END) AS p
  $$;--> statement-breakpoint
CREATE INDEX "participants_phone_numbers_trgm_idx" ON "participants"
  USING gin ("casework_phone_numbers"("phones") gin_trgm_ops);
