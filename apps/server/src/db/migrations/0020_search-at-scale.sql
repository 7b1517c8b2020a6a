-- The keyword index carries the report's columns of reach, of the common filters and its
-- submission time (decision 060): filled from the reports, then kept equal by a trigger.
ALTER TABLE "report_search_tokens" ADD COLUMN "root_organization_id" integer;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ADD COLUMN "sensitive" boolean;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ADD COLUMN "status_id" integer;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ADD COLUMN "create_time" timestamp with time zone;--> statement-breakpoint
UPDATE "report_search_tokens" t SET root_organization_id = r.root_organization_id, organization_id = r.organization_id,
  category_id = r.category_id, sensitive = r.sensitive, status_id = r.status_id, type_id = r.type_id,
  create_time = r.create_time
FROM "reports" r WHERE r.id = t.report_id;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ALTER COLUMN "root_organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ALTER COLUMN "sensitive" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ALTER COLUMN "status_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ALTER COLUMN "type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ALTER COLUMN "create_time" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "report_search_tokens_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_search_tokens SET root_organization_id = NEW.root_organization_id,
    organization_id = NEW.organization_id, category_id = NEW.category_id, sensitive = NEW.sensitive,
    status_id = NEW.status_id, type_id = NEW.type_id, create_time = NEW.create_time
  WHERE report_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "report_search_tokens_follow" AFTER UPDATE OF root_organization_id, organization_id, category_id,
  sensitive, status_id, type_id, create_time ON "reports" FOR EACH ROW
  WHEN ((OLD.root_organization_id, OLD.organization_id, OLD.category_id, OLD.sensitive, OLD.status_id, OLD.type_id,
    OLD.create_time) IS DISTINCT FROM (NEW.root_organization_id, NEW.organization_id, NEW.category_id, NEW.sensitive,
    NEW.status_id, NEW.type_id, NEW.create_time))
  EXECUTE FUNCTION report_search_tokens_follow();--> statement-breakpoint
CREATE TABLE "report_search_token_counts" (
	"token" bigint NOT NULL,
	"root_organization_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sensitive" boolean NOT NULL,
	"status_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "report_search_token_counts_pk" PRIMARY KEY("token","root_organization_id","organization_id","category_id","sensitive","status_id","type_id")
);--> statement-breakpoint
-- Kept exact by every statement that writes the keyword index, like the counts of decision
-- 032: rows are added in key order, so two statements never wait on each other's rows in
-- opposite orders.
CREATE FUNCTION "count_report_search_tokens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_search_token_counts AS c
    SELECT token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id, count(*) FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id) DO UPDATE SET reports = c.reports + excluded.reports;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_search_token_counts AS c
    SELECT token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id) DO UPDATE SET reports = c.reports + excluded.reports;
  ELSE
    INSERT INTO report_search_token_counts AS c
    SELECT token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id, sum(n) FROM (SELECT token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id, 1 AS n FROM new_rows
      UNION ALL SELECT token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id, -1 FROM old_rows) d
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id) DO UPDATE SET reports = c.reports + excluded.reports;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "report_search_tokens_count_insert" AFTER INSERT ON "report_search_tokens"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_report_search_tokens();--> statement-breakpoint
CREATE TRIGGER "report_search_tokens_count_update" AFTER UPDATE ON "report_search_tokens"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_report_search_tokens();--> statement-breakpoint
CREATE TRIGGER "report_search_tokens_count_delete" AFTER DELETE ON "report_search_tokens"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_report_search_tokens();--> statement-breakpoint
INSERT INTO "report_search_token_counts"
SELECT token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id, count(*) FROM "report_search_tokens" GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
CREATE INDEX "report_search_tokens_walk_idx" ON "report_search_tokens" USING btree ("token","create_time","report_id","root_organization_id","organization_id","category_id","sensitive","status_id","type_id");
