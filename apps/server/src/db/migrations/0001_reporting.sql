CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"comment_id" integer,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"source" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"author_user_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"document_name" text NOT NULL,
	"link" text,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"content_base64" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"values" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"branch_to" integer
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer,
	"kind" text NOT NULL,
	"layout" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"question_id" integer,
	"kind" text NOT NULL,
	"question_text" text NOT NULL,
	"position" integer NOT NULL,
	"response_id" integer,
	"value" text DEFAULT '' NOT NULL,
	"branch_to" integer
);
--> statement-breakpoint
CREATE TABLE "report_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"comment_text" text NOT NULL,
	"reporter_comment" boolean NOT NULL,
	"from_hotline" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"is_question" boolean DEFAULT false NOT NULL,
	"author_user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_counters" (
	"root_organization_id" integer PRIMARY KEY NOT NULL,
	"last_sequential_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"vanity" boolean DEFAULT false NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_mime_type" text,
	"logo_base64" text,
	"view_preamble_questions" boolean DEFAULT true NOT NULL,
	"reporter_notifications_enabled" boolean DEFAULT true NOT NULL,
	"section_order" text,
	"undefined_question_category_id" integer,
	"show_intake_method" boolean DEFAULT false NOT NULL,
	"supported_languages" text[] DEFAULT '{en}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"sequential_id" integer NOT NULL,
	"root_organization_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"template_id" integer,
	"status_id" integer DEFAULT 1 NOT NULL,
	"type_id" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"lang_key" text DEFAULT 'en' NOT NULL,
	"report_name" text,
	"report_input" text NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"notification_email" text,
	"challenge_question_id" integer,
	"security_answer_hash" text,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_reporter_login" timestamp with time zone,
	"reporter_login_count" integer DEFAULT 0 NOT NULL,
	"transcriber_user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"action_time" timestamp with time zone,
	"reviewed_time" timestamp with time zone,
	"updated_time" timestamp with time zone,
	"closed_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_comment_id_report_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."report_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_answers" ADD CONSTRAINT "report_answers_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_status_changes" ADD CONSTRAINT "report_status_changes_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_transcriber_user_id_users_id_fk" FOREIGN KEY ("transcriber_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_report_idx" ON "attachments" USING btree ("report_id","create_date");--> statement-breakpoint
CREATE INDEX "policy_documents_template_idx" ON "policy_documents" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "question_responses_question_idx" ON "question_responses" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_org_kind_idx" ON "questions" USING btree ("organization_id","kind","category_id");--> statement-breakpoint
CREATE INDEX "report_answers_report_idx" ON "report_answers" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "report_comments_report_idx" ON "report_comments" USING btree ("report_id","create_time");--> statement-breakpoint
CREATE INDEX "report_status_changes_report_idx" ON "report_status_changes" USING btree ("report_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "report_templates_ref_idx" ON "report_templates" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_templates_org_vanity_idx" ON "report_templates" USING btree ("organization_id","vanity");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reference_idx" ON "reports" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_sequential_idx" ON "reports" USING btree ("root_organization_id","sequential_id");--> statement-breakpoint
CREATE INDEX "reports_org_status_idx" ON "reports" USING btree ("organization_id","status_id");--> statement-breakpoint
CREATE INDEX "reports_category_idx" ON "reports" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reports_create_time_idx" ON "reports" USING btree ("create_time");