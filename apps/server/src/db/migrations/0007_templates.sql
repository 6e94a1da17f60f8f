CREATE TABLE "message_template_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_template_category_links" (
	"template_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "message_template_category_links_template_id_category_id_pk" PRIMARY KEY("template_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "message_template_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"team_id" uuid,
	"owner_user_id" uuid,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"created_by_user_id" uuid,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_type_owner" CHECK (("message_templates"."type" = 'team' and "message_templates"."team_id" is not null and "message_templates"."owner_user_id" is null) or ("message_templates"."type" = 'personal' and "message_templates"."owner_user_id" is not null and "message_templates"."team_id" is null))
);
--> statement-breakpoint
ALTER TABLE "message_template_categories" ADD CONSTRAINT "message_template_categories_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_category_links" ADD CONSTRAINT "message_template_category_links_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_category_links" ADD CONSTRAINT "message_template_category_links_category_id_message_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."message_template_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_files" ADD CONSTRAINT "message_template_files_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_categories_team_name_key" ON "message_template_categories" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "message_template_category_links_category_idx" ON "message_template_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_files_ref_key" ON "message_template_files" USING btree ("template_id","name");--> statement-breakpoint
CREATE INDEX "message_templates_team_idx" ON "message_templates" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "message_templates_owner_idx" ON "message_templates" USING btree ("owner_user_id","name");--> statement-breakpoint
CREATE INDEX "message_templates_name_trgm_idx" ON "message_templates" USING gin (lower("name") gin_trgm_ops);