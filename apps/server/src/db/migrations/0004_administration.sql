CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"team_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_name_key" ON "applications" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "applications_team_idx" ON "applications" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "help_links_order_idx" ON "help_links" USING btree ("sort_order","title");--> statement-breakpoint
CREATE INDEX "activity_logs_actor_idx" ON "activity_logs" USING btree ("actor_user_id","created_at");--> statement-breakpoint
-- Logs are append-only (issue 4): no row is deleted, and an activity-log row changes only in the one way a merge
-- needs (participant_id re-pointed from the merged-away record to the kept one).
CREATE FUNCTION "casework_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% is append-only: rows cannot be deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_TABLE_NAME = 'activity_logs' AND (to_jsonb(NEW) - 'participant_id') = (to_jsonb(OLD) - 'participant_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: rows cannot be changed', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_action_logs_append_only" BEFORE UPDATE OR DELETE ON "user_action_logs"
  FOR EACH ROW EXECUTE FUNCTION "casework_logs_append_only"();
--> statement-breakpoint
CREATE TRIGGER "activity_logs_append_only" BEFORE UPDATE OR DELETE ON "activity_logs"
  FOR EACH ROW EXECUTE FUNCTION "casework_logs_append_only"();
