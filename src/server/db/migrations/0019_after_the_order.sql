CREATE TABLE "message_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"pack_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"reported_by" integer,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo" text,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"website_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_user_id_pack_id_pk" PRIMARY KEY("user_id","pack_id")
);
--> statement-breakpoint
DROP INDEX "refunds_payment_idx";--> statement-breakpoint
ALTER TABLE "sms_outbox" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "cancel_cutoff_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "message_events" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "message_queue" ADD CONSTRAINT "message_queue_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_queue" ADD CONSTRAINT "message_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_queue" ADD CONSTRAINT "message_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_queue" ADD CONSTRAINT "message_queue_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_queue_dedupe_idx" ON "message_queue" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "message_queue_due_idx" ON "message_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "order_reports_queue_idx" ON "order_reports" USING btree ("website_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_reports_order_idx" ON "order_reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_pack_idx" ON "stock_alerts" USING btree ("pack_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_report_id_order_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."order_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_report_idx" ON "refunds" USING btree ("payment_id","report_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_email_idx" ON "sms_outbox" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id") WHERE report_id is null;