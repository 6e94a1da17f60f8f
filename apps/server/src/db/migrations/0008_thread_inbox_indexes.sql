DROP INDEX "thread_assignees_staff_idx";--> statement-breakpoint
DROP INDEX "thread_user_states_user_idx";--> statement-breakpoint
DROP INDEX "threads_owner_idx";--> statement-breakpoint
CREATE INDEX "thread_assignees_staff_idx" ON "thread_assignees" USING btree ("staff_member_id","thread_id");--> statement-breakpoint
CREATE INDEX "thread_user_states_user_idx" ON "thread_user_states" USING btree ("user_id","archived_at","thread_id");--> statement-breakpoint
CREATE INDEX "threads_owner_idx" ON "threads" USING btree ("owner_staff_member_id","last_message_at" DESC NULLS LAST,"id");