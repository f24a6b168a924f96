CREATE TABLE "live_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"job_candidate_id" integer NOT NULL,
	"created_by" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"scheduler_time_zone" text NOT NULL,
	"candidate_time_zone" text,
	"room_token_hash" text NOT NULL,
	"room_token_nonce" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"scorecard" jsonb,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_interviews_status_check" CHECK ("live_interviews"."status" in ('scheduled', 'cancelled', 'ended')),
	CONSTRAINT "live_interviews_duration_check" CHECK ("live_interviews"."duration_minutes" between 15 and 180)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_job_candidate_id_job_candidates_id_fk" FOREIGN KEY ("job_candidate_id") REFERENCES "public"."job_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_interviews" ADD CONSTRAINT "live_interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_interviews_room_token_hash" ON "live_interviews" USING btree ("room_token_hash");--> statement-breakpoint
CREATE INDEX "live_interviews_organisation_id_job_candidate_id_index" ON "live_interviews" USING btree ("organisation_id","job_candidate_id");