ALTER TABLE "users" ADD COLUMN "api_key_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_api_key_hash_idx" ON "users" USING btree ("api_key_hash");