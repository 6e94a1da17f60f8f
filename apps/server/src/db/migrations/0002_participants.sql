CREATE TABLE "participant_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"participant_id" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_passphrases" (
	"participant_id" text PRIMARY KEY NOT NULL,
	"ciphertext" text NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"participant_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"actor_user_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "profile_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "participant_files" ADD CONSTRAINT "participant_files_participant_id_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("participant_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_passphrases" ADD CONSTRAINT "participant_passphrases_participant_id_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("participant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_verifications" ADD CONSTRAINT "participant_verifications_participant_id_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("participant_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_files_ref_key" ON "participant_files" USING btree ("participant_id","category","name");--> statement-breakpoint
CREATE INDEX "participant_verifications_participant_idx" ON "participant_verifications" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "participant_verifications_pending_idx" ON "participant_verifications" USING btree ("created_at") WHERE "participant_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_events_unpublished_idx" ON "outbox_events" USING btree ("seq") WHERE "outbox_events"."published_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_aggregate_idx" ON "outbox_events" USING btree ("aggregate_type","aggregate_id");--> statement-breakpoint
CREATE INDEX "participants_email_idx" ON "participants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "participants_phones_idx" ON "participants" USING gin ("phones");--> statement-breakpoint
CREATE INDEX "participants_last_name_dmetaphone_idx" ON "participants" USING btree (dmetaphone("last_name"));