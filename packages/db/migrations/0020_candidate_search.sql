-- The talent pool's search vectors apart from the wide profile rows (docs/decisions/0024-search-vectors-apart.md).
CREATE TABLE "candidate_search" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_search" ON "candidate_search" USING gin ("search");--> statement-breakpoint
-- One row per profile that is not erased, a copy of its search vector and last change, kept on every write.
CREATE FUNCTION candidates_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.erased_at IS NULL AND NEW.search IS NOT NULL THEN
    INSERT INTO "candidate_search" ("candidate_id", "organisation_id", "updated_at", "search")
      VALUES (NEW.id, NEW.organisation_id, NEW.updated_at, NEW.search)
      ON CONFLICT ("candidate_id") DO UPDATE
        SET "organisation_id" = EXCLUDED."organisation_id", "updated_at" = EXCLUDED."updated_at",
            "search" = EXCLUDED."search";
  ELSE
    DELETE FROM "candidate_search" WHERE "candidate_id" = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidates_search_copy AFTER INSERT ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION candidates_search_copy();--> statement-breakpoint
-- Only a change the copy holds rewrites it: a new interview event (last activity) does not.
CREATE TRIGGER candidates_search_copy_on_change AFTER UPDATE ON "candidates"
  FOR EACH ROW WHEN (
    OLD.search IS DISTINCT FROM NEW.search
    OR OLD.updated_at IS DISTINCT FROM NEW.updated_at
    OR OLD.erased_at IS DISTINCT FROM NEW.erased_at
    OR OLD.organisation_id IS DISTINCT FROM NEW.organisation_id
  ) EXECUTE FUNCTION candidates_search_copy();--> statement-breakpoint
INSERT INTO "candidate_search" ("candidate_id", "organisation_id", "updated_at", "search")
  SELECT "id", "organisation_id", "updated_at", "search" FROM "candidates"
  WHERE "erased_at" IS NULL AND "search" IS NOT NULL;
