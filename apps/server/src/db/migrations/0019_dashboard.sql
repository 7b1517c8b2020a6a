CREATE TABLE "report_month_facts" (
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sensitive" boolean NOT NULL,
	"status_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"month" date NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"responded" integer DEFAULT 0 NOT NULL,
	"response_seconds" bigint DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"close_seconds" bigint DEFAULT 0 NOT NULL,
	"ack_on_time" integer DEFAULT 0 NOT NULL,
	"ack_late" integer DEFAULT 0 NOT NULL,
	"feedback_on_time" integer DEFAULT 0 NOT NULL,
	"feedback_late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_month_facts_organization_id_month_category_id_sensitive_status_id_type_id_pk" PRIMARY KEY("organization_id","month","category_id","sensitive","status_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "feedback_time" timestamp with time zone;--> statement-breakpoint
-- Every report written updates one of these rows: room on each page keeps those updates HOT (no new
-- index entry, the old version pruned in place), and vacuum comes early (decision 059).
ALTER TABLE "report_month_facts" SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
CREATE FUNCTION "report_facts_of"(r "reports") RETURNS "report_month_facts" LANGUAGE sql STABLE AS $$
  SELECT r.organization_id, r.category_id, r.sensitive, r.status_id, r.type_id,
    date_trunc('month', r.create_time AT TIME ZONE 'UTC')::date,
    1,
    (r.initial_response IS NOT NULL)::int,
    coalesce(greatest(0, extract(epoch FROM r.initial_response - r.create_time)), 0)::bigint,
    (r.status_id = 2 AND r.closed_time IS NOT NULL)::int,
    CASE WHEN r.status_id = 2 THEN coalesce(greatest(0, extract(epoch FROM r.closed_time - r.create_time)), 0) ELSE 0 END::bigint,
    coalesce(r.initial_response <= r.create_time + interval '7 days', false)::int,
    coalesce(r.initial_response > r.create_time + interval '7 days', false)::int,
    coalesce(r.feedback_time <= r.create_time + interval '3 months', false)::int,
    coalesce(r.feedback_time > r.create_time + interval '3 months', false)::int
$$;
--> statement-breakpoint
CREATE FUNCTION "report_facts_add"(r "reports", sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "report_month_facts" AS f
  SELECT x.organization_id, x.category_id, x.sensitive, x.status_id, x.type_id, x.month,
    sign * x.reports, sign * x.responded, sign * x.response_seconds, sign * x.closed, sign * x.close_seconds,
    sign * x.ack_on_time, sign * x.ack_late, sign * x.feedback_on_time, sign * x.feedback_late
  FROM "report_facts_of"(r) x
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
$$;
--> statement-breakpoint
CREATE FUNCTION "report_feedback_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status_id = 2 AND NEW.closed_time IS NOT NULL THEN
    NEW.feedback_time := NEW.closed_time;
  ELSIF NEW.last_response > NEW.initial_response THEN
    NEW.feedback_time := NEW.last_response;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_facts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "report_facts_add"(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM "report_facts_add"(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "reports" SET "feedback_time" = CASE WHEN "status_id" = 2 AND "closed_time" IS NOT NULL THEN "closed_time" ELSE "last_response" END
  WHERE ("status_id" = 2 AND "closed_time" IS NOT NULL) OR "last_response" > "initial_response";
--> statement-breakpoint
SELECT "report_facts_add"(r, 1) FROM "reports" r;
--> statement-breakpoint
CREATE TRIGGER "reports_feedback_time" BEFORE INSERT OR UPDATE ON "reports" FOR EACH ROW
  WHEN (NEW.feedback_time IS NULL AND (NEW.closed_time IS NOT NULL OR NEW.last_response IS NOT NULL))
  EXECUTE FUNCTION "report_feedback_time"();
--> statement-breakpoint
CREATE TRIGGER "reports_month_facts_insert" AFTER INSERT OR DELETE ON "reports" FOR EACH ROW EXECUTE FUNCTION "report_facts_move"();
--> statement-breakpoint
CREATE TRIGGER "reports_month_facts_update" AFTER UPDATE ON "reports" FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.category_id, OLD.sensitive, OLD.status_id, OLD.type_id, OLD.create_time,
      OLD.initial_response, OLD.closed_time, OLD.feedback_time)
    IS DISTINCT FROM (NEW.organization_id, NEW.category_id, NEW.sensitive, NEW.status_id, NEW.type_id, NEW.create_time,
      NEW.initial_response, NEW.closed_time, NEW.feedback_time))
  EXECUTE FUNCTION "report_facts_move"();
