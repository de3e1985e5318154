ALTER TABLE "idempotency_keys" ADD COLUMN "claim" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;