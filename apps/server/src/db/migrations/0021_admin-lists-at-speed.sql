CREATE TABLE "organization_members" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_event_months" (
	"month" date PRIMARY KEY NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "user_organizations" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(login || ' ' || first_name || ' ' || last_name || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_organizations_name_order_idx" ON "user_organizations" USING btree ("organization_id","last_name","first_name","user_id");--> statement-breakpoint
CREATE INDEX "users_connects_admins_idx" ON "users" USING btree ("login","id") WHERE "users"."authorities" @> array['ROLE_CONNECTS_ADMIN']::text[];--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The names of each membership's user, kept by the triggers below (decision 061).
UPDATE user_organizations uo SET last_name = u.last_name, first_name = u.first_name
FROM users u WHERE u.id = uo.user_id;--> statement-breakpoint
CREATE FUNCTION "membership_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.last_name, u.first_name INTO NEW.last_name, NEW.first_name FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_organizations_names" BEFORE INSERT OR UPDATE OF user_id, last_name, first_name ON "user_organizations"
  FOR EACH ROW EXECUTE FUNCTION membership_names();--> statement-breakpoint
CREATE FUNCTION "rename_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_organizations SET last_name = NEW.last_name, first_name = NEW.first_name WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_rename_memberships" AFTER UPDATE OF last_name, first_name ON "users"
  FOR EACH ROW WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.first_name IS DISTINCT FROM NEW.first_name)
  EXECUTE FUNCTION rename_memberships();--> statement-breakpoint
-- Kept exact by every change to user_organizations, in its transaction (decision 061), as
-- audit_event_days is: organizations are counted in id order, so two statements never wait on
-- each other's counters in opposite orders. A cascade from a deleted organization counts nothing.
CREATE FUNCTION "count_organization_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO organization_members AS m
    SELECT organization_id, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET members = m.members + excluded.members;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO organization_members AS m
    SELECT d.organization_id, -count(*) FROM old_rows d JOIN organizations o ON o.id = d.organization_id
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET members = m.members + excluded.members;
  ELSE
    INSERT INTO organization_members AS m
    SELECT c.organization_id, sum(c.change) FROM (
      SELECT organization_id, 1 AS change FROM new_rows
      UNION ALL SELECT organization_id, -1 FROM old_rows
    ) c JOIN organizations o ON o.id = c.organization_id
    GROUP BY 1 HAVING sum(c.change) <> 0 ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET members = m.members + excluded.members;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_organizations_count_inserted" AFTER INSERT ON "user_organizations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_organization_members();--> statement-breakpoint
CREATE TRIGGER "user_organizations_count_deleted" AFTER DELETE ON "user_organizations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_organization_members();--> statement-breakpoint
CREATE TRIGGER "user_organizations_count_moved" AFTER UPDATE ON "user_organizations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_organization_members();--> statement-breakpoint
INSERT INTO organization_members
SELECT organization_id, count(*) FROM user_organizations GROUP BY 1;
--> statement-breakpoint
-- The per-day counts of migration 0015, and per month beside them, in the same order (days,
-- then months, each in order): the whole log's pages seek their month, then their day.
CREATE OR REPLACE FUNCTION "count_audit_event_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_event_days AS d
  SELECT (audit_event_date AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET events = d.events + excluded.events;
  INSERT INTO audit_event_months AS m
  SELECT date_trunc('month', audit_event_date AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (month) DO UPDATE SET events = m.events + excluded.events;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO audit_event_months
SELECT date_trunc('month', day)::date, sum(events) FROM audit_event_days GROUP BY 1;
