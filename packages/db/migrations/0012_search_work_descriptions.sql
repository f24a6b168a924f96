-- The talent pool's search and the ranking against a job read the work history's descriptions too (lowest weight):
-- a skill someone used is often named only there.
CREATE OR REPLACE FUNCTION candidates_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.headline, '') || ' ' || array_to_string(NEW.skills, ' ')), 'B') ||
    setweight(to_tsvector('simple',
      coalesce((SELECT string_agg(coalesce(e->>'title', '') || ' ' || coalesce(e->>'company', ''), ' ')
                FROM jsonb_array_elements(NEW.experience) AS e), '') || ' ' ||
      coalesce(NEW.location, '') || ' ' || array_to_string(NEW.tags, ' ')), 'C') ||
    setweight(to_tsvector('simple',
      coalesce(NEW.summary, '') || ' ' || coalesce(NEW.email, '') || ' ' || array_to_string(NEW.certifications, ' ') || ' ' ||
      array_to_string(NEW.languages, ' ') || ' ' ||
      coalesce((SELECT string_agg(coalesce(e->>'degree', '') || ' ' || coalesce(e->>'institution', ''), ' ')
                FROM jsonb_array_elements(NEW.education) AS e), '') || ' ' ||
      coalesce((SELECT string_agg(coalesce(e->>'description', ''), ' ')
                FROM jsonb_array_elements(NEW.experience) AS e), '')), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "candidates" SET "search" = NULL;
