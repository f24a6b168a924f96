CREATE TABLE "demographic_answers" (
	"job_candidate_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"gender" text,
	"ethnicity" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demographic_answers" ADD CONSTRAINT "demographic_answers_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_answers" ADD CONSTRAINT "demographic_answers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_answers" ADD CONSTRAINT "demographic_answers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demographic_answers_job_id_index" ON "demographic_answers" USING btree ("job_id");