CREATE TABLE "candidate_resume_texts" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"ocr" boolean DEFAULT false NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_resume_texts" ADD CONSTRAINT "candidate_resume_texts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;