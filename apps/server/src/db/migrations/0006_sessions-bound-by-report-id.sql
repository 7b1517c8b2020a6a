DELETE FROM "sessions" WHERE "report_ref" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "report_ref";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_report_idx" ON "sessions" USING btree ("report_id");
