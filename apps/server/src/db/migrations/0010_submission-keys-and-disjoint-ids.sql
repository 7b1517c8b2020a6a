CREATE TABLE "submission_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_keys" ADD CONSTRAINT "submission_keys_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_keys_created_idx" ON "submission_keys" USING btree ("created_at");--> statement-breakpoint
-- `category-questions/{orgOrCategoryId}` (spec 000 §7) reads one id as an organization or a
-- category (decision 037): a new organization never takes a category's id, and neither table
-- accepts an id the other already has.
CREATE FUNCTION "next_organization_id"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE candidate integer;
BEGIN
  LOOP
    candidate := nextval('organizations_id_seq');
    EXIT WHEN NOT EXISTS (SELECT 1 FROM categories WHERE id = candidate);
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "id" SET DEFAULT next_organization_id();--> statement-breakpoint
CREATE FUNCTION "refuse_shared_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_TABLE_NAME = 'categories' AND EXISTS (SELECT 1 FROM organizations WHERE id = NEW.id))
    OR (TG_TABLE_NAME = 'organizations' AND EXISTS (SELECT 1 FROM categories WHERE id = NEW.id)) THEN
    RAISE EXCEPTION 'id % is already an organization''s or a category''s', NEW.id USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_refuse_category_id" BEFORE INSERT OR UPDATE OF "id" ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION refuse_shared_id();--> statement-breakpoint
CREATE TRIGGER "categories_refuse_organization_id" BEFORE INSERT OR UPDATE OF "id" ON "categories"
  FOR EACH ROW EXECUTE FUNCTION refuse_shared_id();
