CREATE TABLE "new_and_updated_counts" (
	"root_organization_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sensitive" boolean NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "new_and_updated_counts_root_organization_id_organization_id_category_id_sensitive_pk" PRIMARY KEY("root_organization_id","organization_id","category_id","sensitive")
);
--> statement-breakpoint
-- Kept exact by the statements that change reports (decision 032): rows are added in key
-- order, so two statements never wait on each other's counters in opposite orders.
CREATE FUNCTION "count_new_and_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO new_and_updated_counts AS c
    SELECT root_organization_id, organization_id, category_id, sensitive, count(*)
    FROM new_rows WHERE status_id IN (1, 3) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (root_organization_id, organization_id, category_id, sensitive)
    DO UPDATE SET reports = c.reports + excluded.reports;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE new_and_updated_counts c SET reports = c.reports - d.n
    FROM (SELECT root_organization_id, organization_id, category_id, sensitive, count(*) AS n
      FROM old_rows WHERE status_id IN (1, 3) GROUP BY 1, 2, 3, 4) d
    WHERE (c.root_organization_id, c.organization_id, c.category_id, c.sensitive)
      = (d.root_organization_id, d.organization_id, d.category_id, d.sensitive);
  ELSE
    INSERT INTO new_and_updated_counts AS c
    SELECT root_organization_id, organization_id, category_id, sensitive, sum(n)
    FROM (SELECT root_organization_id, organization_id, category_id, sensitive, 1 AS n
        FROM new_rows WHERE status_id IN (1, 3)
      UNION ALL SELECT root_organization_id, organization_id, category_id, sensitive, -1
        FROM old_rows WHERE status_id IN (1, 3)) d
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (root_organization_id, organization_id, category_id, sensitive)
    DO UPDATE SET reports = c.reports + excluded.reports;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reports_count_new_and_updated_insert" AFTER INSERT ON "reports"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_new_and_updated();--> statement-breakpoint
CREATE TRIGGER "reports_count_new_and_updated_update" AFTER UPDATE ON "reports"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_new_and_updated();--> statement-breakpoint
CREATE TRIGGER "reports_count_new_and_updated_delete" AFTER DELETE ON "reports"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_new_and_updated();--> statement-breakpoint
INSERT INTO "new_and_updated_counts"
SELECT root_organization_id, organization_id, category_id, sensitive, count(*)
FROM "reports" WHERE status_id IN (1, 3) GROUP BY 1, 2, 3, 4;
