CREATE TABLE "qr_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"virtual_account_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"description" text,
	"reference" text NOT NULL,
	"amount" bigint,
	"final_amount" bigint DEFAULT 0 NOT NULL,
	"net_amount" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"pix_key" text NOT NULL,
	"pix_code" text NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_type_valid" CHECK ("qr_codes"."type" in ('static', 'dynamic')),
	CONSTRAINT "qr_codes_status_valid" CHECK ("qr_codes"."status" in ('created', 'pending', 'paid')),
	CONSTRAINT "qr_codes_amount_positive" CHECK ("qr_codes"."amount" is null or "qr_codes"."amount" > 0),
	CONSTRAINT "qr_codes_dynamic_complete" CHECK ("qr_codes"."type" = 'static' or ("qr_codes"."amount" is not null and "qr_codes"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_reference_unique" ON "qr_codes" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_merchant_external_id_unique" ON "qr_codes" USING btree ("merchant_id","external_id") WHERE "qr_codes"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "qr_codes_merchant_idx" ON "qr_codes" USING btree ("merchant_id","type","created_at" DESC NULLS LAST);
