ALTER TABLE "credit_adjustments" ADD COLUMN "applied" integer;--> statement-breakpoint
ALTER TABLE "credit_adjustments" ADD COLUMN "balance_after" integer;--> statement-breakpoint
ALTER TABLE "credit_adjustments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_adjustments_idempotency_key_idx" ON "credit_adjustments" USING btree ("idempotency_key");