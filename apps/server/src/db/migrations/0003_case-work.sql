CREATE TABLE "comment_tags" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "comment_tags_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"root_organization_id" integer NOT NULL,
	"employee_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "involved_individuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"employee_id" text NOT NULL,
	"role" text NOT NULL,
	"details" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"author_type" text NOT NULL,
	"action_type" text NOT NULL,
	"content" text,
	"unread" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_delegations" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_delegations_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_flex_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"response_id" integer,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_links" (
	"report_id" integer NOT NULL,
	"linked_report_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_links_report_id_linked_report_id_pk" PRIMARY KEY("report_id","linked_report_id")
);
--> statement-breakpoint
CREATE TABLE "report_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"audience" text NOT NULL,
	"tracking_type" text NOT NULL,
	"additional_info" text,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"authorities" text[] DEFAULT '{}'::text[] NOT NULL,
	"action_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_views" (
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"viewed_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_views_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "report_watches" (
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_watches_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "ui_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_view" text,
	"quick_link" text
);
--> statement-breakpoint
UPDATE "reports" SET "updated_time" = coalesce("action_time", "create_time") WHERE "updated_time" IS NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "updated_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "updated_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "modifiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "report_comments" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "report_comments" ADD COLUMN "deleted_attachment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "scheduled_close_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "last_delegation_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "initial_response" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "last_response" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "latest_reporter_update" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "report_summary" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "show_involved_individuals" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_tags" ADD CONSTRAINT "comment_tags_comment_id_report_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."report_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_tags" ADD CONSTRAINT "comment_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "involved_individuals" ADD CONSTRAINT "involved_individuals_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delegations" ADD CONSTRAINT "report_delegations_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delegations" ADD CONSTRAINT "report_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delegations" ADD CONSTRAINT "report_delegations_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_flex_responses" ADD CONSTRAINT "report_flex_responses_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_flex_responses" ADD CONSTRAINT "report_flex_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_linked_report_id_reports_id_fk" FOREIGN KEY ("linked_report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_logs" ADD CONSTRAINT "report_logs_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_logs" ADD CONSTRAINT "report_logs_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_watches" ADD CONSTRAINT "report_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_watches" ADD CONSTRAINT "report_watches_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_preferences" ADD CONSTRAINT "ui_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_root_employee_idx" ON "employees" USING btree ("root_organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin (lower("employee_id" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "involved_individuals_employee_idx" ON "involved_individuals" USING btree ("report_id","employee_id");--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE unread;--> statement-breakpoint
CREATE INDEX "report_delegations_user_idx" ON "report_delegations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_flex_responses_question_idx" ON "report_flex_responses" USING btree ("report_id","question_id");--> statement-breakpoint
CREATE INDEX "report_links_linked_idx" ON "report_links" USING btree ("linked_report_id");--> statement-breakpoint
CREATE INDEX "report_logs_report_idx" ON "report_logs" USING btree ("report_id","audience","action_time");--> statement-breakpoint
CREATE INDEX "report_views_user_time_idx" ON "report_views" USING btree ("user_id","viewed_time");--> statement-breakpoint
CREATE INDEX "report_views_report_idx" ON "report_views" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_watches_report_idx" ON "report_watches" USING btree ("report_id");--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_new_updated_idx" ON "reports" USING btree ("updated_time","id") WHERE status_id in (1, 3);--> statement-breakpoint
CREATE INDEX "reports_root_updated_idx" ON "reports" USING btree ("root_organization_id","updated_time");--> statement-breakpoint
CREATE INDEX "reports_scheduled_close_idx" ON "reports" USING btree ("scheduled_close_date") WHERE scheduled_close_date is not null;