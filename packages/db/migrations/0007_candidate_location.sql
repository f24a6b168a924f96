ALTER TABLE "candidates" DROP COLUMN "location_city";--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "location_country";