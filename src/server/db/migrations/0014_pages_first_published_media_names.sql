ALTER TABLE "media" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "first_published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every page that existed before drafts were kept was live since its last publish.
UPDATE "pages" SET "first_published_at" = "updated_at";
