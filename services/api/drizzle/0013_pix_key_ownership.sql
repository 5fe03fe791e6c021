ALTER TABLE "pix_keys" DROP CONSTRAINT "pix_keys_status_valid";--> statement-breakpoint
ALTER TABLE "pix_keys" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_pending_verifiable" CHECK ("pix_keys"."status" <> 'pending' or ("pix_keys"."type" in ('email', 'phone') and "pix_keys"."code_hash" is not null and "pix_keys"."code_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_status_valid" CHECK ("pix_keys"."status" in ('pending', 'active', 'inactive'));