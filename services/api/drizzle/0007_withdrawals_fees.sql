CREATE TABLE "bank_account_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"virtual_account_id" uuid,
	"operation" text NOT NULL,
	"cost_type" text NOT NULL,
	"cost_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"fixed_amount" bigint,
	"percentage_amount" numeric(9, 4),
	"minimum_fee" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"fee_type" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_account_fees_operation_valid" CHECK ("bank_account_fees"."operation" in ('pix_receive', 'pix_send', 'ted_receive', 'ted_send', 'transfer', 'withdrawal')),
	CONSTRAINT "bank_account_fees_cost_type_valid" CHECK ("bank_account_fees"."cost_type" in ('fixed', 'percentage')),
	CONSTRAINT "bank_account_fees_currency_valid" CHECK ("bank_account_fees"."currency" in ('BRL', 'USD', 'EUR')),
	CONSTRAINT "bank_account_fees_fee_type_valid" CHECK ("bank_account_fees"."fee_type" in ('transaction', 'monthly', 'withdrawal', 'transfer', 'maintenance', 'service')),
	CONSTRAINT "bank_account_fees_status_valid" CHECK ("bank_account_fees"."status" in ('active', 'inactive', 'pending')),
	CONSTRAINT "bank_account_fees_some_amount" CHECK ("bank_account_fees"."fixed_amount" is not null or "bank_account_fees"."percentage_amount" is not null),
	CONSTRAINT "bank_account_fees_amounts_not_negative" CHECK (coalesce("bank_account_fees"."fixed_amount", 0) >= 0 and coalesce("bank_account_fees"."percentage_amount", 0) >= 0 and "bank_account_fees"."minimum_fee" >= 0 and "bank_account_fees"."cost_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"virtual_account_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_id" uuid,
	"withdrawal_entry_id" uuid NOT NULL,
	"fee_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_fee_not_negative" CHECK ("withdrawals"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_account_fees" ADD CONSTRAINT "bank_account_fees_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_fees" ADD CONSTRAINT "bank_account_fees_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_document_id_payment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fee_id_bank_account_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."bank_account_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_withdrawal_entry_id_ledger_entries_id_fk" FOREIGN KEY ("withdrawal_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fee_entry_id_ledger_entries_id_fk" FOREIGN KEY ("fee_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_fees_bank_operation_idx" ON "bank_account_fees" USING btree ("bank_account_id","operation","status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_document_unique" ON "withdrawals" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_idx" ON "withdrawals" USING btree ("merchant_id","created_at");
