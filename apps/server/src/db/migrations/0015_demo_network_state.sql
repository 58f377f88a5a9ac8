CREATE TABLE "demo_network_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"dated_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_network_state_one_row" CHECK ("demo_network_state"."id" = 1)
);
