CREATE TABLE "credit_grants" (
	"user_id" text NOT NULL,
	"period_key" text NOT NULL,
	"plan" text NOT NULL,
	"given" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_grants_user_period_idx" ON "credit_grants" USING btree ("user_id","period_key");