-- Issue 9 (growth), decision 020: activity-log rows per kind and closed UTC hour, so the admin log's exact total sums
-- whole hours and counts only the partial hours at the edges of its range. A catch-up run by the reader of the log
-- (modules/logs/activity-log-hours.repository.ts) adds the hours that closed since rolled_up_to; no audited
-- transaction writes a counter row.
CREATE TABLE "activity_log_hours" (
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "activity_log_hours_kind_hour_pk" PRIMARY KEY("kind","hour")
);
--> statement-breakpoint
CREATE TABLE "activity_log_hours_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_up_to" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	CONSTRAINT "activity_log_hours_state_one_row" CHECK ("activity_log_hours_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "activity_log_hours_kind_hour_n_idx" ON "activity_log_hours" USING btree ("kind","hour","n");--> statement-breakpoint
CREATE INDEX "activity_log_hours_hour_n_idx" ON "activity_log_hours" USING btree ("hour","n");--> statement-breakpoint
INSERT INTO "activity_log_hours_state" ("id", "rolled_up_to") VALUES (1, '-infinity');
--> statement-breakpoint
-- The app writes activity rows stamped with their transaction's start (created_at defaults to now()), into an hour the
-- catch-up has not counted yet, and this trigger then writes nothing. A row inserted into an hour already counted (a
-- backdated insert: the demo seed or a test on a used database, an import) is added to that hour's count here, in
-- the inserting statement, so the roll-up stays exact. TRUNCATE empties the roll-up with the log.
CREATE FUNCTION "casework_activity_log_hours_late_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "activity_log_hours";
    UPDATE "activity_log_hours_state" SET "rolled_up_to" = '-infinity';
    RETURN NULL;
  END IF;
  INSERT INTO "activity_log_hours" AS h ("kind", "hour", "n")
  SELECT a."kind", date_trunc('hour', a."created_at", 'UTC'), count(*)::int
  FROM added a
  WHERE a."created_at" < (SELECT s."rolled_up_to" FROM "activity_log_hours_state" s)
  GROUP BY 1, 2
  ON CONFLICT ("kind", "hour") DO UPDATE SET "n" = h."n" + excluded."n";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_logs_late_rows" AFTER INSERT ON "activity_logs"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "casework_activity_log_hours_late_rows"();
--> statement-breakpoint
CREATE TRIGGER "activity_logs_truncated" AFTER TRUNCATE ON "activity_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "casework_activity_log_hours_late_rows"();
