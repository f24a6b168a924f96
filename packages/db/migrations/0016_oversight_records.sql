CREATE TABLE "oversight_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"job_candidate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"engine" text,
	"model" text,
	"score" integer,
	"recommendation" text,
	"decision" text,
	"previous_decision" text,
	"agreement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oversight_records_kind_check" CHECK ("oversight_records"."kind" in ('ai_evaluation', 'human_decision'))
);
--> statement-breakpoint
ALTER TABLE "oversight_records" ADD CONSTRAINT "oversight_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oversight_records_organisation_id_job_candidate_id_index" ON "oversight_records" USING btree ("organisation_id","job_candidate_id");--> statement-breakpoint
CREATE INDEX "oversight_records_organisation_id_created_at_index" ON "oversight_records" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE FUNCTION "talvio_oversight_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'oversight records are append-only: % is refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "oversight_records_append_only" BEFORE UPDATE OR DELETE ON "oversight_records"
  FOR EACH ROW EXECUTE FUNCTION "talvio_oversight_append_only"();
