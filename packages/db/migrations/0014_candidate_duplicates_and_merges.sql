-- Duplicate suggestions (docs/product/candidate-duplicates.md): a profile's LinkedIn and GitHub profiles among its links, as 'linkedin:<handle>' / 'github:<user>' in lower case (the same reading as profileHandles in packages/domain), for an index.
CREATE FUNCTION talvio_profile_handles(jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT h ORDER BY h), '{}') FROM (
    SELECT coalesce(
      'linkedin:' || (regexp_match(lower(btrim(v)), '^(?:https?://)?(?:[a-z0-9-]+\.)?linkedin\.com/in/([^/?#]+)'))[1],
      'github:' || (regexp_match(lower(btrim(v)), '^(?:https?://)?(?:www\.)?github\.com/([^/?#]+)'))[1]
    ) AS h
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof($1) = 'array' THEN $1 ELSE '[]'::jsonb END) AS v
  ) AS handles WHERE h IS NOT NULL
$$;--> statement-breakpoint
CREATE TABLE "candidate_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"kept_id" integer,
	"merged_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"kept_before" jsonb NOT NULL,
	"merged_before" jsonb NOT NULL,
	"kept_resume_text" jsonb,
	"merged_resume_text" jsonb,
	"moved" jsonb NOT NULL,
	"kept_after" timestamp with time zone NOT NULL,
	"spare_file" text,
	"merged_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_kept_id_candidates_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_merges_organisation_id_id_index" ON "candidate_merges" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "candidate_merges_kept_id_index" ON "candidate_merges" USING btree ("kept_id");--> statement-breakpoint
CREATE INDEX "candidate_merges_spare_files" ON "candidate_merges" USING btree ("created_at") WHERE "candidate_merges"."spare_file" is not null;--> statement-breakpoint
CREATE INDEX "candidates_organisation_phone" ON "candidates" USING btree ("organisation_id","phone") WHERE "candidates"."phone" is not null;--> statement-breakpoint
CREATE INDEX "candidates_profile_handles" ON "candidates" USING gin (talvio_profile_handles("links")) WITH (fastupdate=false);