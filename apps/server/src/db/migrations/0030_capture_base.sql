CREATE TABLE "capture_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_interactions" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_interactions" ADD COLUMN "direction" text;--> statement-breakpoint
ALTER TABLE "contact_interactions" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "strength" smallint;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "strength_note" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "keep_in_touch_days" smallint;--> statement-breakpoint
ALTER TABLE "capture_sources" ADD CONSTRAINT "capture_sources_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capture_sources_user_idx" ON "capture_sources" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "contact_interactions" ADD CONSTRAINT "contact_interactions_source_id_capture_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."capture_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_interactions_external_key_idx" ON "contact_interactions" USING btree ("contact_id","external_key");--> statement-breakpoint
CREATE INDEX "contact_interactions_source_idx" ON "contact_interactions" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "contact_interactions_user_date_idx" ON "contact_interactions" USING btree ("user_id","occurred_on" DESC NULLS LAST);