CREATE TABLE "message_overrides" (
	"website_id" integer NOT NULL,
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_overrides_website_id_lang_key_pk" PRIMARY KEY("website_id","lang","key")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "info_hi" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "website_domains" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_overrides" ADD CONSTRAINT "message_overrides_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;