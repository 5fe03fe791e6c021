CREATE TABLE "payment_initiations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"virtual_account_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'awaiting_authorisation' NOT NULL,
	"amount" bigint NOT NULL,
	"description" text,
	"payer_institution" text NOT NULL,
	"payer_name" text,
	"payer_document" text,
	"rejection_reason" text,
	"document_id" uuid,
	"decision_key" text,
	"created_by_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_initiations_status_valid" CHECK ("payment_initiations"."status" in ('awaiting_authorisation', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "payment_initiations_amount_positive" CHECK ("payment_initiations"."amount" > 0),
	CONSTRAINT "payment_initiations_completed_has_document" CHECK ("payment_initiations"."status" <> 'completed' or "payment_initiations"."document_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "payment_initiations" ADD CONSTRAINT "payment_initiations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_initiations" ADD CONSTRAINT "payment_initiations_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_initiations" ADD CONSTRAINT "payment_initiations_document_id_payment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_initiations" ADD CONSTRAINT "payment_initiations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_initiations_reference_unique" ON "payment_initiations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_initiations_merchant_idx" ON "payment_initiations" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
