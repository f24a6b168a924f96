CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"job_id" integer,
	"payment_reference" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0),
	CONSTRAINT "credit_ledger_reason_check" CHECK ("credit_ledger"."reason" in ('welcome', 'purchase', 'job_publish', 'adjustment', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "job_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"skill" text,
	"difficulty" text NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"rubric" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"department" text,
	"location_city" text,
	"location_country" text,
	"work_mode" text NOT NULL,
	"employment_type" text NOT NULL,
	"seniority" text NOT NULL,
	"experience_min_years" integer,
	"experience_max_years" integer,
	"salary_min" bigint,
	"salary_max" bigint,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"salary_period" text DEFAULT 'year' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"nice_to_have_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"interview" jsonb NOT NULL,
	"description_engine" jsonb,
	"questions_engine" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'open', 'paused', 'closed')),
	CONSTRAINT "jobs_salary_range_check" CHECK ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_min" <= "jobs"."salary_max")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_questions" ADD CONSTRAINT "job_questions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_questions" ADD CONSTRAINT "job_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_organisation_id_id_index" ON "credit_ledger" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_job_publish_once" ON "credit_ledger" USING btree ("job_id") WHERE "credit_ledger"."reason" = 'job_publish';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_payment_once" ON "credit_ledger" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "job_questions_job_id_position_index" ON "job_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "jobs_organisation_id_updated_at_index" ON "jobs" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_organisation_id_status_index" ON "jobs" USING btree ("organisation_id","status");--> statement-breakpoint
-- Data migration: the balance moves from organisations.credits into the ledger, one row per organisation
-- (an untouched sign-up balance of 1 is its welcome credit; any other balance is carried over as an adjustment).
INSERT INTO "credit_ledger" ("organisation_id", "delta", "reason", "created_at")
SELECT "id", "credits", CASE WHEN "credits" = 1 THEN 'welcome' ELSE 'adjustment' END, "created_at"
FROM "organisations" WHERE "credits" <> 0 ORDER BY "id";--> statement-breakpoint
ALTER TABLE "organisations" DROP COLUMN "credits";