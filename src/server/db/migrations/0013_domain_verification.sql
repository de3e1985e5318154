ALTER TABLE "users" ADD COLUMN "website_creator_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "website_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
-- Every domain served before verification existed was set up by an operator or checked by hand: keep serving it.
UPDATE "website_domains" SET "verified_at" = now() WHERE "verified_at" IS NULL;
