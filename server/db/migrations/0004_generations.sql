CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text,
	"engine" text NOT NULL,
	"quality" text NOT NULL,
	"category" text,
	"credits_charged" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"result_key" text,
	"thumbnail_key" text,
	"result_width" integer,
	"result_height" integer,
	"watermarked" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"error_detail" text,
	"shared" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "generations_status_known" CHECK ("generations"."status" IN ('queued', 'processing', 'success', 'failed')),
	CONSTRAINT "generations_phase_known" CHECK ("generations"."phase" IN ('analysing', 'processing', 'generating', 'completing')),
	CONSTRAINT "generations_credits_charged_non_negative" CHECK ("generations"."credits_charged" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"claim_id" uuid NOT NULL,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "generation_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generations_shared_created_idx" ON "generations" USING btree ("created_at" DESC NULLS LAST) WHERE "generations"."shared";--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_debit_per_generation" ON "credit_ledger" USING btree ("generation_id") WHERE reason = 'generation';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_refund_per_generation" ON "credit_ledger" USING btree ("generation_id") WHERE reason = 'generation_refund';