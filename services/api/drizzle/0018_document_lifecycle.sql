ALTER TABLE "payment_document_events" DROP CONSTRAINT "payment_document_events_type_valid";--> statement-breakpoint
ALTER TABLE "payment_documents" DROP CONSTRAINT "payment_documents_kind_valid";--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "reconciliation_id" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "related_document_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "origin" text DEFAULT 'dashboard' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "counterparty_ispb" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "counterparty_branch" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "counterparty_account" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "allows_value_change" boolean;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "fixed_amount" bigint;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "return_direction" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_related_document_fk" FOREIGN KEY ("related_document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_documents_related_idx" ON "payment_documents" USING btree ("related_document_id") WHERE "payment_documents"."related_document_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_document_events" ADD CONSTRAINT "payment_document_events_type_valid" CHECK ("payment_document_events"."type" in ('pix_in', 'pix_out', 'pix_refund'));--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_origin_valid" CHECK ("payment_documents"."origin" in ('dashboard', 'api', 'qr_code', 'open_finance', 'sandbox'));--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_refund_reason_valid" CHECK ("payment_documents"."refund_reason" in ('bank_error', 'fraud', 'payer_request', 'pix_withdrawal_change'));--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_return_direction_valid" CHECK ("payment_documents"."return_direction" in ('in', 'out'));--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_return_has_direction" CHECK (("payment_documents"."kind" = 'return') = ("payment_documents"."return_direction" is not null));--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_refunded_within_amount" CHECK ("payment_documents"."refunded_amount" >= 0 and "payment_documents"."refunded_amount" <= "payment_documents"."amount");--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_kind_valid" CHECK ("payment_documents"."kind" in ('entry', 'out', 'transfer', 'return'));