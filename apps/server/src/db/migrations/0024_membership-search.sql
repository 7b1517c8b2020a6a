DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "user_organizations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Each membership keeps its user's search text beside his names (decision 077).
UPDATE user_organizations uo SET search_text = u.search_text FROM users u WHERE u.id = uo.user_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "membership_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.last_name, u.first_name, u.search_text INTO NEW.last_name, NEW.first_name, NEW.search_text
  FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "user_organizations_names" ON "user_organizations";--> statement-breakpoint
CREATE TRIGGER "user_organizations_names" BEFORE INSERT OR UPDATE OF user_id, last_name, first_name, search_text
  ON "user_organizations" FOR EACH ROW EXECUTE FUNCTION membership_names();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rename_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_organizations SET last_name = NEW.last_name, first_name = NEW.first_name, search_text = NEW.search_text
  WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "users_rename_memberships" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_rename_memberships" AFTER UPDATE OF login, first_name, last_name, email ON "users"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.first_name IS DISTINCT FROM NEW.first_name)
  EXECUTE FUNCTION rename_memberships();--> statement-breakpoint
-- Built once the rows hold their text (decision 077).
CREATE INDEX "user_organizations_search_trgm_idx" ON "user_organizations" USING gin ("search_text" gin_trgm_ops);
