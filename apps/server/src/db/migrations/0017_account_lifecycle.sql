CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"verify_token_hash" text,
	"cancel_token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verify_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"delete_after" timestamp with time zone,
	"delete_claimed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inactivity_notices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"activity_at" timestamp with time zone NOT NULL,
	"delete_at" timestamp with time zone NOT NULL,
	"warned_30d_at" timestamp with time zone,
	"warned_7d_at" timestamp with time zone,
	"warned_24h_at" timestamp with time zone,
	"delete_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inactivity_notices" ADD CONSTRAINT "inactivity_notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_open_user_idx" ON "account_deletions" USING btree ("user_id") WHERE status in ('awaiting_verification', 'scheduled');--> statement-breakpoint
CREATE INDEX "account_deletions_status_due_idx" ON "account_deletions" USING btree ("status","delete_after");--> statement-breakpoint
CREATE INDEX "account_deletions_verify_token_idx" ON "account_deletions" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE INDEX "account_deletions_cancel_token_idx" ON "account_deletions" USING btree ("cancel_token_hash");