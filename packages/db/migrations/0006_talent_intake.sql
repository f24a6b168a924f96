CREATE TABLE "talent_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"kind" text,
	"stored_name" text,
	"state" text NOT NULL,
	"outcome" text,
	"reason" text,
	"candidate_id" integer,
	"ocr" boolean DEFAULT false NOT NULL,
	"rows" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "total_years" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "certifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "review" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "kept_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_file_name" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_kind" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "resume_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_batches" ADD CONSTRAINT "talent_batches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_batches" ADD CONSTRAINT "talent_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_files" ADD CONSTRAINT "talent_files_batch_id_talent_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."talent_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_files" ADD CONSTRAINT "talent_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_files" ADD CONSTRAINT "talent_files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_batches_organisation_id_id_index" ON "talent_batches" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "talent_files_batch_id_updated_at_index" ON "talent_files" USING btree ("batch_id","updated_at");--> statement-breakpoint
CREATE INDEX "talent_files_queue" ON "talent_files" USING btree ("lease_until") WHERE state <> 'done';