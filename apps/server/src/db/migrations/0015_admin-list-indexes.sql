CREATE TABLE "audit_event_days" (
	"day" date PRIMARY KEY NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("last_name","first_name","id");--> statement-breakpoint
-- Kept exact by every insert into audit_events, in its transaction (decision 051): days are
-- added in order, so two statements never wait on each other's counters in opposite orders.
-- Events are never changed or removed (migration 0013), so inserts are all there is to count.
CREATE FUNCTION "count_audit_event_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_event_days AS d
  SELECT (audit_event_date AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET events = d.events + excluded.events;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_count_days" AFTER INSERT ON "audit_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_audit_event_days();--> statement-breakpoint
INSERT INTO audit_event_days
SELECT (audit_event_date AT TIME ZONE 'UTC')::date, count(*) FROM audit_events GROUP BY 1;
