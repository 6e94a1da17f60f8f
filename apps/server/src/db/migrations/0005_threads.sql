CREATE TABLE "message_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_kind" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_author_kind_check" CHECK ("messages"."author_kind" in ('participant', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "thread_assignees" (
	"thread_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"assigned_by_user_id" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_assignees_thread_id_staff_member_id_pk" PRIMARY KEY("thread_id","staff_member_id")
);
--> statement-breakpoint
CREATE TABLE "thread_user_states" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_read_message_id" uuid,
	"archived_at" timestamp with time zone,
	CONSTRAINT "thread_user_states_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"participant_id" text NOT NULL,
	"team_id" uuid,
	"owner_staff_member_id" uuid,
	"application_id" uuid,
	"service_id" text,
	"referred_to_team_id" uuid,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_preview" text DEFAULT '' NOT NULL,
	"last_message_from" text NOT NULL,
	"first_staff_reply_at" timestamp with time zone,
	"awaiting_reply_since" timestamp with time zone,
	"team_archived_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"message_count" integer DEFAULT 0 NOT NULL,
	"assignee_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "threads_team_or_owner_check" CHECK ("threads"."team_id" is not null or "threads"."owner_staff_member_id" is not null),
	CONSTRAINT "threads_last_message_from_check" CHECK ("threads"."last_message_from" in ('participant', 'staff')),
	CONSTRAINT "threads_counts_check" CHECK ("threads"."message_count" >= 0 and "threads"."assignee_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignees" ADD CONSTRAINT "thread_assignees_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignees" ADD CONSTRAINT "thread_assignees_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_user_states" ADD CONSTRAINT "thread_user_states_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_user_states" ADD CONSTRAINT "thread_user_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_participant_id_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("participant_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_owner_staff_member_id_staff_members_id_fk" FOREIGN KEY ("owner_staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_referred_to_team_id_teams_id_fk" FOREIGN KEY ("referred_to_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_files_ref_key" ON "message_files" USING btree ("message_id","name");--> statement-breakpoint
CREATE INDEX "message_files_thread_idx" ON "message_files" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_body_text_trgm_idx" ON "messages" USING gin ("body_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "thread_assignees_staff_idx" ON "thread_assignees" USING btree ("staff_member_id");--> statement-breakpoint
CREATE INDEX "thread_user_states_user_idx" ON "thread_user_states" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "threads_team_inbox_idx" ON "threads" USING btree ("team_id","team_archived_at","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "threads_participant_idx" ON "threads" USING btree ("participant_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "threads_owner_idx" ON "threads" USING btree ("owner_staff_member_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "threads_unassigned_idx" ON "threads" USING btree ("team_id","last_message_at" DESC NULLS LAST) WHERE "threads"."assignee_count" = 0 and "threads"."team_archived_at" is null and "threads"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "threads_unresponded_idx" ON "threads" USING btree ("team_id","awaiting_reply_since") WHERE "threads"."awaiting_reply_since" is not null and "threads"."team_archived_at" is null;--> statement-breakpoint
CREATE INDEX "threads_subject_trgm_idx" ON "threads" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "threads_referred_to_team_idx" ON "threads" USING btree ("referred_to_team_id") WHERE "threads"."referred_to_team_id" is not null;