DROP INDEX "stock_alerts_pack_idx";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "warehouse_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_pack_idx" ON "stock_alerts" USING btree ("pack_id","warehouse_id");