-- A prefix of reports_root_updated_id_idx, which serves every query it served (decision 078).
DROP INDEX "reports_root_updated_idx";--> statement-breakpoint
-- PL/pgSQL keeps its plans for the session; a SQL function was parsed and planned again on every
-- report written. The formula stays in report_facts_of, which the dashboard reads too (decision 078).
CREATE OR REPLACE FUNCTION "report_facts_add"(r "reports", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  x "report_month_facts";
BEGIN
  x := "report_facts_of"(r);
  INSERT INTO "report_month_facts" AS f
  VALUES (x.organization_id, x.category_id, x.sensitive, x.status_id, x.type_id, x.month,
    sign * x.reports, sign * x.responded, sign * x.response_seconds, sign * x.closed, sign * x.close_seconds,
    sign * x.ack_on_time, sign * x.ack_late, sign * x.feedback_on_time, sign * x.feedback_late)
  ON CONFLICT ("organization_id", "month", "category_id", "sensitive", "status_id", "type_id") DO UPDATE SET
    "reports" = f."reports" + excluded."reports",
    "responded" = f."responded" + excluded."responded",
    "response_seconds" = f."response_seconds" + excluded."response_seconds",
    "closed" = f."closed" + excluded."closed",
    "close_seconds" = f."close_seconds" + excluded."close_seconds",
    "ack_on_time" = f."ack_on_time" + excluded."ack_on_time",
    "ack_late" = f."ack_late" + excluded."ack_late",
    "feedback_on_time" = f."feedback_on_time" + excluded."feedback_on_time",
    "feedback_late" = f."feedback_late" + excluded."feedback_late";
END $$;
