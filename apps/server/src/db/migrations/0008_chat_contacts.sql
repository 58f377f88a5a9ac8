ALTER TABLE "chat_messages" ADD COLUMN "contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "source" text;