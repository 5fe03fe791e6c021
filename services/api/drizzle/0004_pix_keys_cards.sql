CREATE TABLE "card_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"opening_date" date NOT NULL,
	"closing_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_invoices_status_valid" CHECK ("card_invoices"."status" in ('open', 'closed', 'paid', 'pending')),
	CONSTRAINT "card_invoices_dates_ordered" CHECK ("card_invoices"."opening_date" <= "card_invoices"."closing_date" and "card_invoices"."closing_date" <= "card_invoices"."due_date"),
	CONSTRAINT "card_invoices_paid_not_negative" CHECK ("card_invoices"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"invoice_id" uuid,
	"merchant_name" text NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_transactions_category_valid" CHECK ("card_transactions"."category" in ('shopping', 'food', 'travel', 'housing', 'others')),
	CONSTRAINT "card_transactions_status_valid" CHECK ("card_transactions"."status" in ('approved', 'pending', 'declined')),
	CONSTRAINT "card_transactions_amount_positive" CHECK ("card_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"virtual_account_id" uuid,
	"holder_name" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"pan" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"credit_limit" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_brand_valid" CHECK ("cards"."brand" in ('visa', 'mastercard', 'elo', 'amex')),
	CONSTRAINT "cards_status_valid" CHECK ("cards"."status" in ('active', 'blocked', 'cancelled')),
	CONSTRAINT "cards_pan_digits" CHECK ("cards"."pan" ~ '^[0-9]{15,16}$'),
	CONSTRAINT "cards_last4_of_pan" CHECK ("cards"."last4" = right("cards"."pan", 4)),
	CONSTRAINT "cards_expiry_month_valid" CHECK ("cards"."expiry_month" between 1 and 12),
	CONSTRAINT "cards_credit_limit_not_negative" CHECK ("cards"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pix_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"virtual_account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "pix_keys_type_valid" CHECK ("pix_keys"."type" in ('cpf', 'cnpj', 'email', 'phone', 'random')),
	CONSTRAINT "pix_keys_status_valid" CHECK ("pix_keys"."status" in ('active', 'inactive')),
	CONSTRAINT "pix_keys_key_format" CHECK (case "pix_keys"."type"
        when 'cpf' then "pix_keys"."key" ~ '^[0-9]{11}$'
        when 'cnpj' then "pix_keys"."key" ~ '^[0-9]{14}$'
        when 'phone' then "pix_keys"."key" ~ '^\+55[0-9]{10,11}$'
        when 'email' then "pix_keys"."key" = lower("pix_keys"."key") and position('@' in "pix_keys"."key") > 1
        else "pix_keys"."key" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' end),
	CONSTRAINT "pix_keys_deactivated_when_inactive" CHECK (("pix_keys"."status" = 'inactive') = ("pix_keys"."deactivated_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "card_invoices" ADD CONSTRAINT "card_invoices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_invoices" ADD CONSTRAINT "card_invoices_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_invoice_id_card_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."card_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_invoices_card_opening_unique" ON "card_invoices" USING btree ("card_id","opening_date");--> statement-breakpoint
CREATE INDEX "card_invoices_merchant_id_idx" ON "card_invoices" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "card_transactions_merchant_idx" ON "card_transactions" USING btree ("merchant_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_transactions_card_idx" ON "card_transactions" USING btree ("card_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_transactions_invoice_idx" ON "card_transactions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "cards_merchant_id_idx" ON "cards" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_keys_active_key_unique" ON "pix_keys" USING btree ("key") WHERE "pix_keys"."status" = 'active';--> statement-breakpoint
CREATE INDEX "pix_keys_merchant_id_idx" ON "pix_keys" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "pix_keys_virtual_account_id_idx" ON "pix_keys" USING btree ("virtual_account_id","created_at");