-- Reports before their facts, as a report's write takes them (its trigger writes the facts): a write
-- by another instance during the migration waits instead of deadlocking with it.
LOCK TABLE "reports" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "report_month_facts" ADD COLUMN "answerable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A report someone can write back to: filed on the web with a password, or by the hotline with the
-- caller's security question; not a transcribed letter or voicemail, which nobody can sign in to
-- (decisions 053, 092). The server's reporterCommunicationEnabled is the same rule (decision 145).
CREATE FUNCTION "report_answerable"(r "reports") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT r.type_id NOT IN (4, 5) AND (r.password_hash <> '!' OR r.security_answer_hash IS NOT NULL)
$$;
--> statement-breakpoint
-- Only an answerable report is held to the EU deadlines: one nobody can answer is neither met nor missed.
CREATE OR REPLACE FUNCTION "report_facts_of"(r "reports") RETURNS "report_month_facts" LANGUAGE sql STABLE AS $$
  SELECT r.organization_id, r.category_id, r.sensitive, r.status_id, r.type_id,
    date_trunc('month', r.create_time AT TIME ZONE 'UTC')::date,
    1,
    (r.initial_response IS NOT NULL)::int,
    coalesce(greatest(0, extract(epoch FROM r.initial_response - r.create_time)), 0)::bigint,
    (r.status_id = 2 AND r.closed_time IS NOT NULL)::int,
    CASE WHEN r.status_id = 2 THEN coalesce(greatest(0, extract(epoch FROM r.closed_time - r.create_time)), 0) ELSE 0 END::bigint,
    a * coalesce(r.initial_response <= r.create_time + interval '7 days', false)::int,
    a * coalesce(r.initial_response > r.create_time + interval '7 days', false)::int,
    a * coalesce(r.feedback_time <= r.create_time + interval '3 months', false)::int,
    a * coalesce(r.feedback_time > r.create_time + interval '3 months', false)::int,
    a
  FROM (SELECT "report_answerable"(r)::int AS a) x
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_facts_add"(r "reports", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  x "report_month_facts";
BEGIN
  x := "report_facts_of"(r);
  INSERT INTO "report_month_facts" AS f
  VALUES (x.organization_id, x.category_id, x.sensitive, x.status_id, x.type_id, x.month,
    sign * x.reports, sign * x.responded, sign * x.response_seconds, sign * x.closed, sign * x.close_seconds,
    sign * x.ack_on_time, sign * x.ack_late, sign * x.feedback_on_time, sign * x.feedback_late, sign * x.answerable)
  ON CONFLICT ("organization_id", "month", "category_id", "sensitive", "status_id", "type_id") DO UPDATE SET
    "reports" = f."reports" + excluded."reports",
    "responded" = f."responded" + excluded."responded",
    "response_seconds" = f."response_seconds" + excluded."response_seconds",
    "closed" = f."closed" + excluded."closed",
    "close_seconds" = f."close_seconds" + excluded."close_seconds",
    "ack_on_time" = f."ack_on_time" + excluded."ack_on_time",
    "ack_late" = f."ack_late" + excluded."ack_late",
    "feedback_on_time" = f."feedback_on_time" + excluded."feedback_on_time",
    "feedback_late" = f."feedback_late" + excluded."feedback_late",
    "answerable" = f."answerable" + excluded."answerable";
END $$;
--> statement-breakpoint
DROP TRIGGER "reports_month_facts_update" ON "reports";
--> statement-breakpoint
CREATE TRIGGER "reports_month_facts_update" AFTER UPDATE ON "reports" FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.category_id, OLD.sensitive, OLD.status_id, OLD.type_id, OLD.create_time,
      OLD.initial_response, OLD.closed_time, OLD.feedback_time, "report_answerable"(OLD))
    IS DISTINCT FROM (NEW.organization_id, NEW.category_id, NEW.sensitive, NEW.status_id, NEW.type_id, NEW.create_time,
      NEW.initial_response, NEW.closed_time, NEW.feedback_time, "report_answerable"(NEW)))
  EXECUTE FUNCTION "report_facts_move"();
--> statement-breakpoint
-- The facts again from every report, under the new formula, in one pass.
TRUNCATE "report_month_facts";
--> statement-breakpoint
INSERT INTO "report_month_facts"
  SELECT f.organization_id, f.category_id, f.sensitive, f.status_id, f.type_id, f.month, sum(f.reports),
    sum(f.responded), sum(f.response_seconds), sum(f.closed), sum(f.close_seconds), sum(f.ack_on_time),
    sum(f.ack_late), sum(f.feedback_on_time), sum(f.feedback_late), sum(f.answerable)
  FROM "reports" r, "report_facts_of"(r) f
  GROUP BY 1, 2, 3, 4, 5, 6;
