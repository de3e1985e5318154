CREATE TABLE "gst_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"gstin" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"website_id" integer NOT NULL,
	"gstin" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "invoice_counters_website_id_gstin_series_financial_year_pk" PRIMARY KEY("website_id","gstin","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gstin" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"document" jsonb NOT NULL,
	"against_id" integer,
	"occasion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "uqc" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "gst_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_registrations" ADD CONSTRAINT "gst_registrations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_registrations_state_idx" ON "gst_registrations" USING btree ("website_id","state_code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_idx" ON "invoices" USING btree ("website_id","gstin","series","financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind") WHERE kind <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_idx" ON "invoices" USING btree ("against_id","occasion");--> statement-breakpoint
CREATE INDEX "invoices_website_issued_idx" ON "invoices" USING btree ("website_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");