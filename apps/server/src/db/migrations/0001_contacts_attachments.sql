CREATE TABLE "pending_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "contacts_user_updated_idx";--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_uploads_user_idx" ON "pending_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_uploads_created_idx" ON "pending_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_user_updated_id_idx" ON "contacts" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_attachments_idx" ON "contacts" USING gin ("attachments" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_add_notes_once_idx" ON "audit_events" USING btree ("user_id") WHERE event = 'add_notes';