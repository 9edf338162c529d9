CREATE TABLE "credit_grant_uses" (
	"generation_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"credits" integer NOT NULL,
	CONSTRAINT "credit_grant_uses_generation_id_grant_id_pk" PRIMARY KEY("generation_id","grant_id")
);
--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"credits" integer NOT NULL,
	"remaining" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"period_month" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_grants_remaining_in_range" CHECK ("credit_grants"."remaining" BETWEEN 0 AND "credit_grants"."credits")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"gateway" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"plan_id" text,
	"period" text,
	"pack_id" text,
	"amount_vnd" integer NOT NULL,
	"gateway_amount" integer NOT NULL,
	"gateway_currency" text NOT NULL,
	"credits" integer,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"gateway_reference" text,
	"language" text DEFAULT 'vi' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"period_starts_at" timestamp with time zone,
	"period_ends_at" timestamp with time zone,
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('pending', 'completed', 'failed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"user_id" uuid NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_user_id_period_ends_at_days_before_pk" PRIMARY KEY("user_id","period_ends_at","days_before")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_grant_uses" ADD CONSTRAINT "credit_grant_uses_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grant_uses" ADD CONSTRAINT "credit_grant_uses_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_grants_user_id_expires_at_idx" ON "credit_grants" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "credit_grants_lapsing_idx" ON "credit_grants" USING btree ("expires_at") WHERE remaining > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_grants_one_per_payment_month" ON "credit_grants" USING btree ("payment_id","period_month") WHERE payment_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_events_payment_id_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE status = 'pending';