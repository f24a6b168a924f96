-- The talent pool's search (docs/product/talent-pool.md): trigram matching for names, a weighted full-text vector for the rest.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search" "tsvector";--> statement-breakpoint
CREATE FUNCTION candidates_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
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
                FROM jsonb_array_elements(NEW.education) AS e), '')), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidates_search_vector BEFORE INSERT OR UPDATE ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION candidates_search_vector();--> statement-breakpoint
UPDATE "candidates" SET "search" = NULL;--> statement-breakpoint
CREATE INDEX "candidates_search" ON "candidates" USING gin ("search");--> statement-breakpoint
CREATE INDEX "candidates_name_trigram" ON "candidates" USING gin (lower("name") gin_trgm_ops);
