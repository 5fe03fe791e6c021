CREATE TABLE "settlement_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"outcome" text DEFAULT 'complete' NOT NULL,
	"failure_reason" text,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "settlement_jobs_kind_valid" CHECK ("settlement_jobs"."kind" in ('pix_out', 'ted')),
	CONSTRAINT "settlement_jobs_outcome_valid" CHECK ("settlement_jobs"."outcome" in ('complete', 'fail')),
	CONSTRAINT "settlement_jobs_status_valid" CHECK ("settlement_jobs"."status" in ('pending', 'done'))
);
--> statement-breakpoint
ALTER TABLE "settlement_jobs" ADD CONSTRAINT "settlement_jobs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_jobs" ADD CONSTRAINT "settlement_jobs_document_id_payment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_jobs" ADD CONSTRAINT "settlement_jobs_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_jobs_document_unique" ON "settlement_jobs" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "settlement_jobs_due_idx" ON "settlement_jobs" USING btree ("due_at") WHERE "settlement_jobs"."status" = 'pending';