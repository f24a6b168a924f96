ALTER TABLE "job_candidates" ALTER COLUMN "counted_at" DROP NOT NULL;--> statement-breakpoint
-- Sign-up now confirms the address by e-mail; accounts created before that signed in without it and stay usable.
UPDATE "identity_users" SET "email_verified" = true WHERE "email_verified" = false;
