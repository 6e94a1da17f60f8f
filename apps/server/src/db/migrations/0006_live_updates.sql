CREATE TABLE "live_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_message_emails" (
	"participant_id" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"last_event_id" uuid
);
--> statement-breakpoint
CREATE TABLE "outbox_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL,
	"last_event_id" uuid,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_positions" (
	"position" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_connections" ADD CONSTRAINT "live_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_message_emails" ADD CONSTRAINT "new_message_emails_participant_id_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("participant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_positions" ADD CONSTRAINT "outbox_positions_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_connections_user_idx" ON "live_connections" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_positions_event_key" ON "outbox_positions" USING btree ("event_id");--> statement-breakpoint
-- Existing events keep their order (seq) before anything new.
INSERT INTO "outbox_positions" ("event_id") SELECT "id" FROM "outbox_events" ORDER BY "seq";--> statement-breakpoint
-- Runs while the inserting transaction commits (deferred), holding one advisory lock until the commit is visible:
-- positions are taken in commit order. The notification wakes every listening server process (ids only).
CREATE FUNCTION "casework_outbox_position"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7340298517004561);
  INSERT INTO "outbox_positions" ("event_id") VALUES (NEW."id");
  PERFORM pg_notify('casework_outbox', NEW."id"::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "outbox_events_position" AFTER INSERT ON "outbox_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "casework_outbox_position"();
--> statement-breakpoint
-- A session that ends (sign-out, disabled account, timeout) closes its live streams in every process at once.
CREATE FUNCTION "casework_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('casework_session_ended', OLD."id"::text);
  ELSE
    PERFORM pg_notify('casework_session_ended', NEW."id"::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended_notify" AFTER UPDATE OF "ended_at" ON "sessions"
  FOR EACH ROW WHEN (OLD."ended_at" IS NULL AND NEW."ended_at" IS NOT NULL)
  EXECUTE FUNCTION "casework_session_ended"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "casework_session_ended"();
