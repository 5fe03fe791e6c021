CREATE TABLE "payment_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"rule_id" uuid,
	"operation" text NOT NULL,
	"amount" bigint NOT NULL,
	"required_approvals" integer NOT NULL,
	"approver_role" text NOT NULL,
	"initiated_by_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payment_approvals_status_valid" CHECK ("payment_approvals"."status" in ('pending', 'approved', 'rejected', 'failed')),
	CONSTRAINT "payment_approvals_operation_valid" CHECK ("payment_approvals"."operation" in ('pix', 'between_accounts', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "payment_approval_decisions" (
	"approval_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_approval_decisions_approval_id_user_id_pk" PRIMARY KEY("approval_id","user_id"),
	CONSTRAINT "payment_approval_decisions_valid" CHECK ("payment_approval_decisions"."decision" in ('approve', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_document_id_payment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_rule_id_approval_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."approval_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_initiated_by_id_users_id_fk" FOREIGN KEY ("initiated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approvals" ADD CONSTRAINT "payment_approvals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approval_decisions" ADD CONSTRAINT "payment_approval_decisions_approval_id_payment_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."payment_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approval_decisions" ADD CONSTRAINT "payment_approval_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_approvals_document_unique" ON "payment_approvals" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "payment_approvals_merchant_idx" ON "payment_approvals" USING btree ("merchant_id","status","created_at" DESC NULLS LAST);
