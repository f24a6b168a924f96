-- A profile's skills in lower case, for the talent pool's skill filter (any case) through an index.
CREATE FUNCTION talvio_lower_array(text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_agg(lower(v)), '{}') FROM unnest($1) AS v $$;--> statement-breakpoint
CREATE INDEX "candidates_skills_lower" ON "candidates" USING gin (talvio_lower_array("skills"));--> statement-breakpoint
CREATE INDEX "candidates_tags" ON "candidates" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "candidates_location_trigram" ON "candidates" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_organisation_name" ON "candidates" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "candidates_organisation_years" ON "candidates" USING btree ("organisation_id",coalesce("total_years", -1));