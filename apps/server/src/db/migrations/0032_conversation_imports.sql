CREATE TABLE "conversation_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'reading' NOT NULL,
	"review" jsonb,
	"entries" jsonb,
	"results" jsonb,
	"error" text,
	"source_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_imports" ADD CONSTRAINT "conversation_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_imports" ADD CONSTRAINT "conversation_imports_source_id_capture_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."capture_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_imports_user_idx" ON "conversation_imports" USING btree ("user_id","created_at" DESC NULLS LAST);