CREATE TABLE "auto_scan_runs" (
	"user_id" text NOT NULL,
	"period_key" text NOT NULL,
	"outcome" text,
	"new_insights" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_scan_runs" ADD CONSTRAINT "auto_scan_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_scan_runs_user_period_idx" ON "auto_scan_runs" USING btree ("user_id","period_key");