CREATE TABLE "report_update_mails" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_update_mails" ADD CONSTRAINT "report_update_mails_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;