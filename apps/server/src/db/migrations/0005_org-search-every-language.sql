DROP INDEX "organizations_name_trgm_idx";--> statement-breakpoint
DROP INDEX "organizations_name_lower_idx";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "names"::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "organizations_search_trgm_idx" ON "organizations" USING gin ("search_text" gin_trgm_ops);