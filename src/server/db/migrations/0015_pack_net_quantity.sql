ALTER TABLE "packs" ADD COLUMN "net_quantity" integer;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "pack_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Packs named the usual way ("500 g", "1.2 L", "6 x 250 ml", "10 pcs") get their quantity from the
-- name once, so an existing catalogue shows unit prices at once; the owner corrects the rest.
WITH parsed AS (
  SELECT id, regexp_match(lower(name), '^\s*(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*(kg|g|ml|l|pcs?|pieces?|rolls?|m)\s*$') AS m
  FROM "packs" WHERE "net_quantity" IS NULL
)
UPDATE "packs" p SET
  "pack_count" = COALESCE(parsed.m[1]::integer, 1),
  "net_quantity" = round(parsed.m[2]::numeric * CASE WHEN parsed.m[3] IN ('kg', 'l') THEN 1000 ELSE 1 END)::integer,
  "unit" = CASE WHEN parsed.m[3] IN ('kg', 'g') THEN 'g' WHEN parsed.m[3] IN ('l', 'ml') THEN 'ml' WHEN parsed.m[3] = 'm' THEN 'm' ELSE 'pc' END
FROM parsed WHERE p.id = parsed.id AND parsed.m IS NOT NULL AND parsed.m[2]::numeric > 0;
