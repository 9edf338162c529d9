ALTER TABLE "users" ADD COLUMN "plan_id" text DEFAULT 'free_trial' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_ends_at" timestamp with time zone;