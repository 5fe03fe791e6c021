CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_number" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"document" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_bank_code_digits" CHECK ("bank_accounts"."bank_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "bank_accounts_document_digits" CHECK ("bank_accounts"."document" ~ '^([0-9]{11}|[0-9]{14})$'),
	CONSTRAINT "bank_accounts_account_type_valid" CHECK ("bank_accounts"."account_type" in ('checking', 'virtual', 'savings', 'business')),
	CONSTRAINT "bank_accounts_status_valid" CHECK ("bank_accounts"."status" in ('active', 'inactive', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"description" text,
	"method" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_type_valid" CHECK ("ledger_entries"."type" in ('deposit', 'fee', 'withdrawal', 'refund', 'transfer')),
	CONSTRAINT "ledger_entries_method_valid" CHECK ("ledger_entries"."method" in ('internal', 'external')),
	CONSTRAINT "ledger_entries_idempotency_pair" CHECK (("ledger_entries"."idempotency_key" is null) = ("ledger_entries"."request_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"virtual_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"status" text DEFAULT 'active' NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_status_valid" CHECK ("ledger_holds"."status" in ('active', 'released', 'captured'))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"virtual_account_id" uuid,
	"system_account_id" uuid,
	"movement_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_one_account" CHECK (("ledger_postings"."virtual_account_id" is null) <> ("ledger_postings"."system_account_id" is null)),
	CONSTRAINT "ledger_postings_balance_after_virtual_only" CHECK (("ledger_postings"."balance_after" is null) = ("ledger_postings"."virtual_account_id" is null)),
	CONSTRAINT "ledger_postings_amount_not_zero" CHECK ("ledger_postings"."amount" <> 0),
	CONSTRAINT "ledger_postings_movement_type_valid" CHECK ("ledger_postings"."movement_type" in ('deposit', 'fee', 'withdrawal', 'refund', 'transfer_out', 'transfer_in'))
);
--> statement-breakpoint
CREATE TABLE "ledger_system_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_system_accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"blocked_balance" bigint DEFAULT 0 NOT NULL,
	"total_deposits" bigint DEFAULT 0 NOT NULL,
	"total_fees" bigint DEFAULT 0 NOT NULL,
	"total_withdrawals" bigint DEFAULT 0 NOT NULL,
	"total_refunds" bigint DEFAULT 0 NOT NULL,
	"total_transfers_in" bigint DEFAULT 0 NOT NULL,
	"total_transfers_out" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_accounts_type_valid" CHECK ("virtual_accounts"."type" in ('default', 'escrow', 'fee', 'settlement', 'operational', 'reserve', 'main', 'secondary', 'custom')),
	CONSTRAINT "virtual_accounts_currency_valid" CHECK ("virtual_accounts"."currency" = 'BRL'),
	CONSTRAINT "virtual_accounts_status_valid" CHECK ("virtual_accounts"."status" in ('active', 'inactive', 'blocked')),
	CONSTRAINT "virtual_accounts_blocked_not_negative" CHECK ("virtual_accounts"."blocked_balance" >= 0),
	CONSTRAINT "virtual_accounts_available_not_negative" CHECK ("virtual_accounts"."balance" >= "virtual_accounts"."blocked_balance"),
	CONSTRAINT "virtual_accounts_totals_not_negative" CHECK (least("virtual_accounts"."total_deposits", "virtual_accounts"."total_fees", "virtual_accounts"."total_withdrawals", "virtual_accounts"."total_refunds", "virtual_accounts"."total_transfers_in", "virtual_accounts"."total_transfers_out") >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_system_account_id_ledger_system_accounts_id_fk" FOREIGN KEY ("system_account_id") REFERENCES "public"."ledger_system_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_merchant_id_idx" ON "bank_accounts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_provider_account_unique" ON "bank_accounts" USING btree ("provider_id","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_merchant_idempotency_key_unique" ON "ledger_entries" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_id_created_at_idx" ON "ledger_entries" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_holds_virtual_account_id_idx" ON "ledger_holds" USING btree ("virtual_account_id","status");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_id_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_statement_account_idx" ON "ledger_postings" USING btree ("virtual_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ledger_postings"."virtual_account_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_postings_statement_merchant_idx" ON "ledger_postings" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ledger_postings"."virtual_account_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_postings_system_account_idx" ON "ledger_postings" USING btree ("system_account_id") WHERE "ledger_postings"."system_account_id" is not null;--> statement-breakpoint
CREATE INDEX "virtual_accounts_merchant_id_idx" ON "virtual_accounts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "virtual_accounts_bank_account_id_idx" ON "virtual_accounts" USING btree ("bank_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_one_default_per_merchant" ON "virtual_accounts" USING btree ("merchant_id") WHERE "virtual_accounts"."is_default";--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers); see docs/ledger.md.
-- Every entry balances: after each INSERT statement on ledger_postings, every entry it touched
-- must have postings summing to zero (so an entry's postings are written in one statement).
CREATE FUNCTION "ledger_postings_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT p.entry_id INTO unbalanced
    FROM ledger_postings p
   WHERE p.entry_id IN (SELECT DISTINCT n.entry_id FROM new_postings n)
   GROUP BY p.entry_id
  HAVING sum(p.amount) <> 0
   LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not balance: its postings must sum to zero', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_check_balanced"();--> statement-breakpoint
-- Money history is append-only: a mistake is corrected by a new entry, never by an edit.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- Spec §3: the type and currency of a virtual account cannot change after creation.
CREATE FUNCTION "virtual_accounts_keep_type_currency"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type <> OLD.type OR NEW.currency <> OLD.currency THEN
    RAISE EXCEPTION 'the type and currency of a virtual account cannot change'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "virtual_accounts_type_currency_immutable" BEFORE UPDATE ON "virtual_accounts"
  FOR EACH ROW EXECUTE FUNCTION "virtual_accounts_keep_type_currency"();
