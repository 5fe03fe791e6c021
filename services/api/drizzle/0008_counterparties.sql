CREATE TABLE "counterparties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"pix_key_type" text,
	"pix_key" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counterparties_document_digits" CHECK ("counterparties"."document" ~ '^([0-9]{11}|[0-9]{14})$'),
	CONSTRAINT "counterparties_status_valid" CHECK ("counterparties"."status" in ('active', 'inactive')),
	CONSTRAINT "counterparties_pix_key_with_type" CHECK (("counterparties"."pix_key" is null) = ("counterparties"."pix_key_type" is null))
);
--> statement-breakpoint
CREATE TABLE "counterparty_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counterparty_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"ispb" text NOT NULL,
	"agency" text NOT NULL,
	"account" text NOT NULL,
	"digit" text NOT NULL,
	"type" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counterparty_bank_accounts_ispb_digits" CHECK ("counterparty_bank_accounts"."ispb" ~ '^[0-9]{8}$'),
	CONSTRAINT "counterparty_bank_accounts_type_valid" CHECK ("counterparty_bank_accounts"."type" in ('checking', 'virtual', 'savings', 'business'))
);
--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counterparty_bank_accounts" ADD CONSTRAINT "counterparty_bank_accounts_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counterparties_merchant_document_unique" ON "counterparties" USING btree ("merchant_id","document");--> statement-breakpoint
CREATE INDEX "counterparties_merchant_name_idx" ON "counterparties" USING btree ("merchant_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "counterparty_bank_accounts_counterparty_idx" ON "counterparty_bank_accounts" USING btree ("counterparty_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "counterparty_bank_accounts_one_primary" ON "counterparty_bank_accounts" USING btree ("counterparty_id") WHERE "counterparty_bank_accounts"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "counterparty_bank_accounts_unique" ON "counterparty_bank_accounts" USING btree ("counterparty_id","ispb","agency","account","digit");
