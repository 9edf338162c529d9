ALTER TABLE "generations" ADD COLUMN "plan_id" text DEFAULT 'free_trial' NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "batch_index" integer;--> statement-breakpoint
CREATE INDEX "generations_batch_idx" ON "generations" USING btree ("batch_id","batch_index") WHERE "generations"."batch_id" IS NOT NULL;