-- Issue 9 (growth), decision 020: each team's member count kept on the team, so GET /teams reads one row per team
-- instead of counting every team's members on each call (an index scan per team: at 55 teams, most of the list's
-- time in PostgreSQL, and the part that grew with the organisation).
ALTER TABLE "teams" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "teams" t SET "member_count" = (SELECT count(*)::int FROM "team_members" m WHERE m."team_id" = t."id");--> statement-breakpoint
-- Kept exact in the writing transaction by statement-level triggers on team_members, whatever writes it (the team
-- routes, a team's or staff member's cascade, a swap of data): each adds up its statement's changes per team from
-- the transition tables and applies them in key order, so two statements never lock the same teams in opposite
-- orders. A team being deleted with its members is no longer visible to the update, which then changes nothing.
CREATE FUNCTION "casework_team_member_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "teams" SET "member_count" = 0 WHERE "member_count" <> 0;
    RETURN NULL;
  END IF;
  -- Each branch names only the transition tables its event has (a statement is planned when it first runs).
  IF TG_OP = 'INSERT' THEN
    FOR change IN SELECT r."team_id", count(*)::int AS "n" FROM "new_rows" r GROUP BY 1 ORDER BY 1 LOOP
      UPDATE "teams" SET "member_count" = "member_count" + change."n" WHERE "id" = change."team_id";
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR change IN SELECT r."team_id", count(*)::int AS "n" FROM "old_rows" r GROUP BY 1 ORDER BY 1 LOOP
      UPDATE "teams" SET "member_count" = "member_count" - change."n" WHERE "id" = change."team_id";
    END LOOP;
  ELSE
    FOR change IN
      SELECT d."team_id", sum(d."n")::int AS "n"
      FROM (
        SELECT r."team_id", 1 AS "n" FROM "new_rows" r
        UNION ALL
        SELECT r."team_id", -1 AS "n" FROM "old_rows" r
      ) d
      GROUP BY 1 HAVING sum(d."n") <> 0 ORDER BY 1
    LOOP
      UPDATE "teams" SET "member_count" = "member_count" + change."n" WHERE "id" = change."team_id";
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_member_count_insert" AFTER INSERT ON "team_members"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "casework_team_member_count_apply"();--> statement-breakpoint
CREATE TRIGGER "team_member_count_update" AFTER UPDATE ON "team_members"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "casework_team_member_count_apply"();--> statement-breakpoint
CREATE TRIGGER "team_member_count_delete" AFTER DELETE ON "team_members"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "casework_team_member_count_apply"();--> statement-breakpoint
CREATE TRIGGER "team_member_count_truncate" AFTER TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "casework_team_member_count_apply"();
