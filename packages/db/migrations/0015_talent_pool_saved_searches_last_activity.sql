-- Saved talent-pool searches, and each profile's last activity for the pool's filter (docs/product/talent-pool.md).
CREATE TABLE "talent_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_saved_searches_user_name" ON "talent_saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "talent_saved_searches_shared" ON "talent_saved_searches" USING btree ("organisation_id") WHERE shared;--> statement-breakpoint
CREATE INDEX "candidates_organisation_last_activity" ON "candidates" USING btree ("organisation_id","last_activity_at");;--> statement-breakpoint
-- Last activity: the later of the profile's last change and its last interview event, kept on every write.
CREATE FUNCTION candidates_last_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_activity_at := greatest(NEW.last_activity_at, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidates_last_activity BEFORE INSERT OR UPDATE ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION candidates_last_activity();--> statement-breakpoint
-- An interview event (invited, link resent, started, finished, cancelled, decided; not the link expiring) is activity.
CREATE FUNCTION job_candidates_touch_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidates" SET "last_activity_at" = now()
    WHERE "id" = NEW.candidate_id AND "last_activity_at" < now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_candidates_touch_candidate AFTER INSERT ON "job_candidates"
  FOR EACH ROW EXECUTE FUNCTION job_candidates_touch_candidate();--> statement-breakpoint
CREATE TRIGGER job_candidates_touch_candidate_on_change AFTER UPDATE ON "job_candidates"
  FOR EACH ROW WHEN (
    (OLD.status IS DISTINCT FROM NEW.status AND NEW.status <> 'expired')
    OR OLD.decision IS DISTINCT FROM NEW.decision
    OR OLD.last_sent_at IS DISTINCT FROM NEW.last_sent_at
  ) EXECUTE FUNCTION job_candidates_touch_candidate();--> statement-breakpoint
-- Existing profiles: their last change or their latest interview event, whichever is later.
UPDATE "candidates" c SET "last_activity_at" = greatest(c."updated_at", (
  SELECT max(greatest(j."invited_at", j."last_sent_at", j."started_at", j."completed_at", j."decided_at"))
  FROM "job_candidates" j WHERE j."candidate_id" = c."id"
));
