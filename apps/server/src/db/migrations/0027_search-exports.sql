CREATE TABLE "search_exports" (
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"request" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_exports_user_id_file_name_pk" PRIMARY KEY("user_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "search_exports" ADD CONSTRAINT "search_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_exports_created_idx" ON "search_exports" USING btree ("created_at");