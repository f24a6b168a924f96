CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"location_city" text,
	"location_country" text,
	"headline" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_years" integer,
	"summary" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"resume_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"job_candidate_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"transcript" text,
	"transcript_source" text,
	"recording_mime_type" text,
	"recording_chunks" integer DEFAULT 0 NOT NULL,
	"recording_bytes" bigint DEFAULT 0 NOT NULL,
	"time_taken_seconds" integer,
	"over_time" boolean DEFAULT false NOT NULL,
	"integrity" jsonb NOT NULL,
	"evaluation" jsonb,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"source" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_nonce" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"decision" text DEFAULT 'none' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"notes" text DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"mode" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"allow_extra_time" boolean DEFAULT false NOT NULL,
	"extra_time" boolean DEFAULT false NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"consent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"current_question_id" text,
	"current_opened_at" timestamp with time zone,
	"score" integer,
	"recommendation" text,
	"evaluation" jsonb,
	"evaluation_status" text DEFAULT 'none' NOT NULL,
	"evaluation_attempts" integer DEFAULT 0 NOT NULL,
	"evaluation_due_at" timestamp with time zone,
	"evaluation_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_candidates_status_check" CHECK ("job_candidates"."status" in ('invited', 'started', 'completed', 'evaluated', 'expired', 'cancelled')),
	CONSTRAINT "job_candidates_decision_check" CHECK ("job_candidates"."decision" in ('none', 'shortlisted', 'rejected', 'hired')),
	CONSTRAINT "job_candidates_score_check" CHECK ("job_candidates"."score" is null or ("job_candidates"."score" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "recording_chunks" (
	"job_candidate_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"index" integer NOT NULL,
	"storage_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_chunks_job_candidate_id_question_id_index_pk" PRIMARY KEY("job_candidate_id","question_id","index")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_organisation_email" ON "candidates" USING btree ("organisation_id","email");--> statement-breakpoint
CREATE INDEX "candidates_organisation_id_updated_at_index" ON "candidates" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_once" ON "interview_answers" USING btree ("job_candidate_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_candidates_token_hash" ON "job_candidates" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "job_candidates_one_pending" ON "job_candidates" USING btree ("job_id","candidate_id") WHERE "job_candidates"."status" in ('invited', 'started');--> statement-breakpoint
CREATE INDEX "job_candidates_organisation_id_counted_at_index" ON "job_candidates" USING btree ("organisation_id","counted_at");--> statement-breakpoint
CREATE INDEX "job_candidates_organisation_id_status_invited_at_index" ON "job_candidates" USING btree ("organisation_id","status","invited_at");--> statement-breakpoint
CREATE INDEX "job_candidates_job_id_status_index" ON "job_candidates" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "job_candidates_evaluation_due" ON "job_candidates" USING btree ("evaluation_due_at") WHERE "job_candidates"."evaluation_status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_candidates_pending_expiry" ON "job_candidates" USING btree ("expires_at") WHERE "job_candidates"."status" in ('invited', 'started');