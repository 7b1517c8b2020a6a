CREATE TABLE "sealed_reporter_views" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sealed_reporter_views" ADD CONSTRAINT "sealed_reporter_views_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A change to what the reporter's view shows drops its sealed copy (decision 073). The
-- shared lock on the report lets writers run side by side, and makes a reader who rebuilds
-- the copy (holding the lock alone) wait until they commit, so no copy outlives a change.
CREATE FUNCTION "reporter_view_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.report_id ELSE NEW.report_id END;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7231, changed);
  DELETE FROM "sealed_reporter_views" WHERE "report_id" = changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reporter_view_report_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7231, NEW.id);
  DELETE FROM "sealed_reporter_views" WHERE "report_id" = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Answers are inserted only with their report, which has no copy yet.
CREATE TRIGGER "report_answers_reporter_view" AFTER UPDATE OR DELETE ON "report_answers"
  FOR EACH ROW EXECUTE FUNCTION "reporter_view_changed"();
--> statement-breakpoint
CREATE TRIGGER "report_comments_reporter_view" AFTER INSERT OR UPDATE OR DELETE ON "report_comments"
  FOR EACH ROW EXECUTE FUNCTION "reporter_view_changed"();
--> statement-breakpoint
CREATE TRIGGER "attachments_reporter_view" AFTER INSERT OR UPDATE OR DELETE ON "attachments"
  FOR EACH ROW EXECUTE FUNCTION "reporter_view_changed"();
--> statement-breakpoint
CREATE TRIGGER "reports_reporter_view" AFTER UPDATE ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "reporter_view_report_changed"();
