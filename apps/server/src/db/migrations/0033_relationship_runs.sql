CREATE TABLE "relationship_runs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relationship_runs_user_id_kind_period_key_pk" PRIMARY KEY("user_id","kind","period_key")
);
--> statement-breakpoint
ALTER TABLE "relationship_runs" ADD CONSTRAINT "relationship_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;