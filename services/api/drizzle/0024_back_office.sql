CREATE TABLE "merchant_provider_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"username" text NOT NULL,
	"password_ciphertext" text NOT NULL,
	"api_url" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_ubos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"ownership_percentage" numeric(5, 2) NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"cpf" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_ubos_ownership_range" CHECK ("merchant_ubos"."ownership_percentage" > 0 and "merchant_ubos"."ownership_percentage" <= 100),
	CONSTRAINT "merchant_ubos_cpf_digits" CHECK ("merchant_ubos"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_status_valid" CHECK ("providers"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing profiles get a slug from their name (accents and symbols become hyphens).
UPDATE "admin_profiles" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'profile') || CASE WHEN (SELECT count(*) FROM "admin_profiles" p WHERE lower(p."name") = lower("admin_profiles"."name")) > 1 THEN '-' || left("id"::text, 8) ELSE '' END;--> statement-breakpoint
ALTER TABLE "admin_profiles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "individual" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "business" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_provider_configs" ADD CONSTRAINT "merchant_provider_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_provider_configs" ADD CONSTRAINT "merchant_provider_configs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_ubos" ADD CONSTRAINT "merchant_ubos_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_provider_configs_merchant_provider_unique" ON "merchant_provider_configs" USING btree ("merchant_id","provider_id");--> statement-breakpoint
CREATE INDEX "merchant_provider_configs_provider_id_idx" ON "merchant_provider_configs" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "merchant_ubos_merchant_id_idx" ON "merchant_ubos" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_name_unique" ON "providers" USING btree (lower("name"));--> statement-breakpoint
-- The platform's own provider (PLATFORM_BANK: where an approved merchant's account opens).
INSERT INTO "providers" ("id", "name", "operations") VALUES ('arara-sandbox', 'Arara Sandbox', '["pix_receive","pix_send","ted_receive","ted_send","doc_receive","doc_send"]'::jsonb);--> statement-breakpoint
-- Every provider the bank accounts named as free text becomes a provider row with that id.
INSERT INTO "providers" ("id", "name", "operations") SELECT DISTINCT "provider_id", CASE WHEN "provider_id" = 'arara-sandbox' THEN 'Arara Sandbox' ELSE "provider_id" END, '["pix_receive","pix_send","ted_receive","ted_send","doc_receive","doc_send"]'::jsonb FROM "bank_accounts" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD CONSTRAINT "admin_profiles_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD CONSTRAINT "admin_profiles_slug_format" CHECK ("admin_profiles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD CONSTRAINT "admin_profiles_status_valid" CHECK ("admin_profiles"."status" in ('active', 'inactive'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_valid" CHECK ("users"."status" in ('approved', 'onboarding', 'inactive', 'rejected', 'active', 'invited', 'revoked', 'blocked'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_document_cpf" CHECK ("users"."document" ~ '^[0-9]{11}$');