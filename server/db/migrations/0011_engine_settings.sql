CREATE TABLE "engine_settings" (
	"service" text PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"secret_sealed" text,
	"secret_hint" text,
	"base_url" text,
	"replicate_protocol" text,
	"replicate_model" text,
	"quality" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engine_settings" ADD CONSTRAINT "engine_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;