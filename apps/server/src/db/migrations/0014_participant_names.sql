-- Issue 9 (growth), decision 020: a lexicon of participant names with how many participants carry each, so that a
-- typo search matches a few hundred names instead of rechecking thousands of participants, and its exact total is a
-- sum of counts. Names are kept as typed (not lower-cased): the search matches by lower(name), its trigrams and
-- dmetaphone(name), and keeping the typed form gives each of them the same answer as on the participant.
CREATE TABLE "participant_names" (
	"part" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "participant_names_part_name_active_pk" PRIMARY KEY("part","name","active")
);
--> statement-breakpoint
CREATE INDEX "participant_names_first_trgm_idx" ON "participant_names" USING gin (lower("name") gin_trgm_ops) WHERE "participant_names"."part" = 'first';--> statement-breakpoint
CREATE INDEX "participant_names_last_trgm_idx" ON "participant_names" USING gin (lower("name") gin_trgm_ops) WHERE "participant_names"."part" = 'last';--> statement-breakpoint
CREATE INDEX "participant_names_prefix_idx" ON "participant_names" USING btree ("part",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participant_names_dmetaphone_idx" ON "participant_names" USING btree ("part",dmetaphone("name"));--> statement-breakpoint
CREATE INDEX "participants_first_name_order_idx" ON "participants" USING btree (lower("first_name") collate "C",lower("last_name") collate "C","participant_id","first_name");--> statement-breakpoint
-- Kept exact in the writing transaction by statement-level triggers: each adds up its statement's changes per name
-- (from the transition tables), so a bulk insert of 1,000 participants writes each name once, an update that leaves
-- names and status alone writes nothing, and names are locked in key order (two writers never wait on each other
-- in opposite orders within one statement). A name leaves the lexicon when its count reaches 0.
CREATE FUNCTION "casework_participant_names_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "participant_names";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "participant_names" AS l ("part", "name", "active", "n")
    SELECT c."part", c."name", c."active", count(*)::int
    FROM "new_rows" r
    CROSS JOIN LATERAL (VALUES ('first', r."first_name", r."status" = 1), ('last', r."last_name", r."status" = 1))
      AS c("part", "name", "active")
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("part", "name", "active") DO UPDATE SET "n" = l."n" + excluded."n";
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "participant_names" AS l ("part", "name", "active", "n")
    SELECT c."part", c."name", c."active", -count(*)::int
    FROM "old_rows" r
    CROSS JOIN LATERAL (VALUES ('first', r."first_name", r."status" = 1), ('last', r."last_name", r."status" = 1))
      AS c("part", "name", "active")
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("part", "name", "active") DO UPDATE SET "n" = l."n" + excluded."n";
  ELSE
    INSERT INTO "participant_names" AS l ("part", "name", "active", "n")
    SELECT c."part", c."name", c."active", sum(c."d")::int
    FROM (
      SELECT r."first_name", r."last_name", r."status", 1 FROM "new_rows" r
      UNION ALL
      SELECT r."first_name", r."last_name", r."status", -1 FROM "old_rows" r
    ) AS r("first_name", "last_name", "status", "d")
    CROSS JOIN LATERAL (VALUES ('first', r."first_name", r."status" = 1, r."d"), ('last', r."last_name", r."status" = 1, r."d"))
      AS c("part", "name", "active", "d")
    GROUP BY 1, 2, 3 HAVING sum(c."d") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("part", "name", "active") DO UPDATE SET "n" = l."n" + excluded."n";
  END IF;
  DELETE FROM "participant_names" l
  WHERE l."n" <= 0 AND (l."part", l."name", l."active") IN (
    SELECT c."part", c."name", c."active"
    FROM "old_rows" r
    CROSS JOIN LATERAL (VALUES ('first', r."first_name", r."status" = 1), ('last', r."last_name", r."status" = 1))
      AS c("part", "name", "active")
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "participant_names_insert" AFTER INSERT ON "participants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "casework_participant_names_apply"();
--> statement-breakpoint
CREATE TRIGGER "participant_names_update" AFTER UPDATE ON "participants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "casework_participant_names_apply"();
--> statement-breakpoint
CREATE TRIGGER "participant_names_delete" AFTER DELETE ON "participants"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "casework_participant_names_apply"();
--> statement-breakpoint
CREATE TRIGGER "participant_names_truncate" AFTER TRUNCATE ON "participants"
  FOR EACH STATEMENT EXECUTE FUNCTION "casework_participant_names_apply"();
--> statement-breakpoint
-- The participants there already.
INSERT INTO "participant_names" ("part", "name", "active", "n")
SELECT c."part", c."name", c."active", count(*)::int
FROM "participants" r
CROSS JOIN LATERAL (VALUES ('first', r."first_name", r."status" = 1), ('last', r."last_name", r."status" = 1))
  AS c("part", "name", "active")
GROUP BY 1, 2, 3;
