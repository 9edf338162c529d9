ALTER TABLE "generations" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "poster_key" text;--> statement-breakpoint
-- Try-on's garment category moves into the parameters before its column goes (docs/studios.md).
UPDATE "generations" SET "params" = jsonb_build_object('category', "category") WHERE "category" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" DROP COLUMN "category";
