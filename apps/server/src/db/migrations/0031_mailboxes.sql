CREATE TABLE "mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source_id" uuid NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"tls" boolean NOT NULL,
	"username" text NOT NULL,
	"password_enc" text NOT NULL,
	"capture_subjects" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"last_error" text,
	"progress" jsonb,
	"folders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sync_heartbeat_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_source_id_capture_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."capture_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_user_account_idx" ON "mailboxes" USING btree ("user_id","host","username");--> statement-breakpoint
CREATE INDEX "mailboxes_last_synced_idx" ON "mailboxes" USING btree ("last_synced_at");