CREATE TABLE "search_misses" (
	"website_id" integer NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_website_id_query_pk" PRIMARY KEY("website_id","query")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"website_id" integer NOT NULL,
	"word" text NOT NULL,
	"meanings" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_words_website_id_word_pk" PRIMARY KEY("website_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_misses" ADD CONSTRAINT "search_misses_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_misses_recent_idx" ON "search_misses" USING btree ("website_id","last_at");