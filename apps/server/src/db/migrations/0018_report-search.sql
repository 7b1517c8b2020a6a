CREATE TABLE "saved_views" (
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"view" text NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "report_search_tokens" (
	"report_id" integer NOT NULL,
	"token" bigint NOT NULL,
	CONSTRAINT "report_search_tokens_token_report_id_pk" PRIMARY KEY("token","report_id")
);
--> statement-breakpoint
-- Rows filed before the keyword index are marked to index (migrate does it with the master key, decision 055); new rows are filed indexed.
ALTER TABLE "reports" ADD COLUMN "search_indexed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "search_indexed" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_search_tokens" ADD CONSTRAINT "report_search_tokens_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_search_tokens_report_idx" ON "report_search_tokens" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "reports_root_updated_id_idx" ON "reports" USING btree ("root_organization_id","updated_time","id");--> statement-breakpoint
CREATE INDEX "reports_search_unindexed_idx" ON "reports" USING btree ("id") WHERE not search_indexed;--> statement-breakpoint
CREATE INDEX "reports_search_cover_idx" ON "reports" USING btree ("id","root_organization_id","organization_id","category_id","sensitive","status_id","type_id");