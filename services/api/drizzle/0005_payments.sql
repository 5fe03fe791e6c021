CREATE TABLE "payment_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"consumed_by_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_codes_attempts_not_negative" CHECK ("payment_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_document_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_document_events_type_valid" CHECK ("payment_document_events"."type" in ('pix_in', 'pix_out')),
	CONSTRAINT "payment_document_events_status_valid" CHECK ("payment_document_events"."status" in ('sent', 'failed', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "payment_document_stages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_document_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_document_stages_status_valid" CHECK ("payment_document_stages"."status" in ('initiated', 'approved', 'settled', 'refund_requested', 'refunded', 'cancelled', 'failed', 'processing', 'validated', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"net_amount" bigint NOT NULL,
	"virtual_account_id" uuid NOT NULL,
	"counterpart_virtual_account_id" uuid,
	"end_to_end_id" text,
	"txid" text,
	"reference" text NOT NULL,
	"description" text,
	"counterparty_name" text,
	"counterparty_document" text,
	"counterparty_institution" text,
	"pix_key" text,
	"qr_type" text,
	"failure_reason" text,
	"ledger_entry_id" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_documents_kind_valid" CHECK ("payment_documents"."kind" in ('entry', 'out', 'transfer')),
	CONSTRAINT "payment_documents_status_valid" CHECK ("payment_documents"."status" in ('approved', 'pending', 'failed', 'declined', 'cancelled', 'refunded')),
	CONSTRAINT "payment_documents_method_valid" CHECK ("payment_documents"."method" in ('pix', 'ted', 'doc', 'internal')),
	CONSTRAINT "payment_documents_amount_positive" CHECK ("payment_documents"."amount" > 0),
	CONSTRAINT "payment_documents_fee_not_negative" CHECK ("payment_documents"."fee" >= 0),
	CONSTRAINT "payment_documents_qr_type_valid" CHECK ("payment_documents"."qr_type" in ('static', 'dynamic')),
	CONSTRAINT "payment_documents_end_to_end_format" CHECK ("payment_documents"."end_to_end_id" ~ '^E[0-9]{8}[0-9]{12}[0-9A-Za-z]{11}$')
);
--> statement-breakpoint
ALTER TABLE "payment_codes" ADD CONSTRAINT "payment_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_document_events" ADD CONSTRAINT "payment_document_events_document_id_payment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_document_stages" ADD CONSTRAINT "payment_document_stages_document_id_payment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_counterpart_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("counterpart_virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_codes_user_idx" ON "payment_codes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_document_events_document_idx" ON "payment_document_events" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_document_stages_document_idx" ON "payment_document_stages" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "payment_documents_merchant_idx" ON "payment_documents" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_documents_account_idx" ON "payment_documents" USING btree ("virtual_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_documents_end_to_end_idx" ON "payment_documents" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_merchant_idempotency_key_unique" ON "payment_documents" USING btree ("merchant_id","idempotency_key") WHERE "payment_documents"."idempotency_key" is not null;