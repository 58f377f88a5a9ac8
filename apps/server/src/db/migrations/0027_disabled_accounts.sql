CREATE TABLE "disabled_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"disabled_by" text,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disabled_accounts" ADD CONSTRAINT "disabled_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disabled_accounts" ADD CONSTRAINT "disabled_accounts_disabled_by_user_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;