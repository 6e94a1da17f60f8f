CREATE TABLE "service_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attention" text,
	"address_1" text NOT NULL,
	"address_2" text,
	"city" text NOT NULL,
	"region" text,
	"state_province" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_addresses_kind_check" CHECK ("service_addresses"."kind" in ('physical', 'postal'))
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"department" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_departments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"email" text,
	"url" text,
	"team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_eligibilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"description" text NOT NULL,
	"minimum_age" integer,
	"maximum_age" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alternate_name" text,
	"description" text,
	"transportation" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_phones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"location_id" uuid,
	"number" text NOT NULL,
	"extension" text,
	"type" text DEFAULT 'voice' NOT NULL,
	"description" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_programs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"department_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_recommendations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"recommended_by_user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_required_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"document" text NOT NULL,
	"uri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid,
	"location_id" uuid,
	"by_day" text[] NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_schedules_owner_check" CHECK ("service_schedules"."service_id" is not null or "service_schedules"."location_id" is not null),
	CONSTRAINT "service_schedules_hours_check" CHECK ("service_schedules"."opens_at" < "service_schedules"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "service_search_documents" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"category_id" uuid NOT NULL,
	"department_id" uuid,
	"cities" text[] NOT NULL,
	"document" "tsvector" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alternate_name" text,
	"description" text NOT NULL,
	"url" text,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"fees_description" text,
	"application_process" text,
	"interpretation_services" text,
	"category_id" uuid NOT NULL,
	"department_id" uuid,
	"program_id" uuid,
	"team_id" uuid,
	"created_by_user_id" uuid,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_status_check" CHECK ("services"."status" in ('active', 'inactive', 'defunct', 'temporarily closed'))
);
--> statement-breakpoint
CREATE TABLE "services_at_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_addresses" ADD CONSTRAINT "service_addresses_location_id_service_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."service_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contacts" ADD CONSTRAINT "service_contacts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_departments" ADD CONSTRAINT "service_departments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_eligibilities" ADD CONSTRAINT "service_eligibilities_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_phones" ADD CONSTRAINT "service_phones_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_phones" ADD CONSTRAINT "service_phones_location_id_service_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."service_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_programs" ADD CONSTRAINT "service_programs_department_id_service_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."service_departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_recommendations" ADD CONSTRAINT "service_recommendations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_recommendations" ADD CONSTRAINT "service_recommendations_participant_id_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("participant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_recommendations" ADD CONSTRAINT "service_recommendations_recommended_by_user_id_users_id_fk" FOREIGN KEY ("recommended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_required_documents" ADD CONSTRAINT "service_required_documents_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_location_id_service_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."service_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_search_documents" ADD CONSTRAINT "service_search_documents_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_department_id_service_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."service_departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_program_id_service_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services_at_locations" ADD CONSTRAINT "services_at_locations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services_at_locations" ADD CONSTRAINT "services_at_locations_location_id_service_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."service_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_addresses_location_idx" ON "service_addresses" USING btree ("location_id","kind");--> statement-breakpoint
CREATE INDEX "service_areas_service_idx" ON "service_areas" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_name_key" ON "service_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_contacts_service_idx" ON "service_contacts" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_departments_name_key" ON "service_departments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_eligibilities_service_idx" ON "service_eligibilities" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_locations_name_idx" ON "service_locations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_phones_service_idx" ON "service_phones" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_programs_department_idx" ON "service_programs" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "service_recommendations_participant_idx" ON "service_recommendations" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "service_recommendations_created_idx" ON "service_recommendations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_required_documents_service_idx" ON "service_required_documents" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_schedules_service_idx" ON "service_schedules" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_schedules_location_idx" ON "service_schedules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "service_search_documents_document_idx" ON "service_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "service_search_documents_name_idx" ON "service_search_documents" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_search_documents_category_idx" ON "service_search_documents" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "service_search_words_trgm_idx" ON "service_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "services_department_idx" ON "services" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "services_program_idx" ON "services" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_at_locations_pair_key" ON "services_at_locations" USING btree ("service_id","location_id");--> statement-breakpoint
CREATE INDEX "services_at_locations_location_idx" ON "services_at_locations" USING btree ("location_id");--> statement-breakpoint
INSERT INTO "service_categories" ("id", "name", "description") VALUES ('00000000-0000-7000-8000-000000000001', 'Other', 'Services that fit no other category') ON CONFLICT DO NOTHING;
