-- The report ID leaves its clear column (decision 035). Its keyed hash and sealed copy need the
-- master key, which SQL does not have: `migrate` fills them right after this migration
-- (db/seal-clear-values.ts), then drops "reference_id" and makes both columns NOT NULL, as the
-- snapshot of this migration describes.
ALTER TABLE "reports" ADD COLUMN "reference_hash" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reference_sealed" text;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reference_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reference_hash_idx" ON "reports" USING btree ("reference_hash");
