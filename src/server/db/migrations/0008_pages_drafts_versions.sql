CREATE TABLE "page_versions" (
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "page_versions_page_id_version_pk" PRIMARY KEY("page_id","version"),
	CONSTRAINT "page_versions_version_check" CHECK ("page_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_versions_published_by_idx" ON "page_versions" USING btree ("published_by");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_revision_check" CHECK ("pages"."revision" >= 0);--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_version_check" CHECK ("pages"."version" >= 1);--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_draft_updated_check" CHECK (("pages"."draft" is null) = ("pages"."draft_updated_at" is null));--> statement-breakpoint
-- Every page published before the page builder is its own version 1.
INSERT INTO "page_versions" ("page_id", "version", "doc", "published_at") SELECT "id", 1, "doc", "updated_at" FROM "pages";
