CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"infraction_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"resolution" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_valid" CHECK ("disputes"."status" in ('open', 'under_review', 'upheld', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "infraction_defenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"infraction_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "infraction_defenses_status_valid" CHECK ("infraction_defenses"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "infraction_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"infraction_id" uuid NOT NULL,
	"defense_id" uuid,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"virtual_account_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reported_by" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"report_details" text DEFAULT '' NOT NULL,
	"analysis_result" text,
	"analysis_details" text,
	"deadline" timestamp with time zone NOT NULL,
	"held_amount" bigint DEFAULT 0 NOT NULL,
	"hold_id" uuid,
	"hold_status" text DEFAULT 'held' NOT NULL,
	"refund_document_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "infractions_type_valid" CHECK ("infractions"."type" in ('refund_request', 'fraud_report')),
	CONSTRAINT "infractions_status_valid" CHECK ("infractions"."status" in ('WAITING_PSP', 'WAITING_DEFENSE', 'WAITING_ADJUSTMENTS', 'OPEN', 'CLOSED', 'DEFENDED')),
	CONSTRAINT "infractions_analysis_valid" CHECK ("infractions"."analysis_result" in ('agreed', 'disagreed')),
	CONSTRAINT "infractions_hold_status_valid" CHECK ("infractions"."hold_status" in ('held', 'released', 'refunded')),
	CONSTRAINT "infractions_amount_positive" CHECK ("infractions"."amount" > 0),
	CONSTRAINT "infractions_held_amount_range" CHECK ("infractions"."held_amount" >= 0 and "infractions"."held_amount" <= "infractions"."amount")
);
--> statement-breakpoint
CREATE TABLE "onboarding_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_documents_type_valid" CHECK ("onboarding_documents"."type" in ('identity_front', 'identity_back', 'proof_of_address', 'company_formation', 'proof_of_ownership'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"onboarding_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"reason" text,
	"notes" text,
	"document_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_events_action_valid" CHECK ("onboarding_events"."action" in ('created', 'updated', 'document_uploaded', 'document_deleted', 'submitted', 'review_started', 'revision_requested', 'approved', 'rejected')),
	CONSTRAINT "onboarding_events_actor_valid" CHECK ("onboarding_events"."actor_type" in ('user', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "onboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"decision_reason" text,
	"decision_notes" text,
	"created_by" uuid,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboardings_status_valid" CHECK ("onboardings"."status" in ('draft', 'submitted', 'under_review', 'requires_revision', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_files_purpose_valid" CHECK ("stored_files"."purpose" in ('onboarding_document', 'defense_attachment')),
	CONSTRAINT "stored_files_type_valid" CHECK ("stored_files"."file_type" in ('pdf', 'jpg', 'png', 'doc', 'docx')),
	CONSTRAINT "stored_files_size_positive" CHECK ("stored_files"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchants" DROP CONSTRAINT "merchants_document_cnpj_digits";--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_infraction_id_infractions_id_fk" FOREIGN KEY ("infraction_id") REFERENCES "public"."infractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_defenses" ADD CONSTRAINT "infraction_defenses_infraction_id_infractions_id_fk" FOREIGN KEY ("infraction_id") REFERENCES "public"."infractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_defenses" ADD CONSTRAINT "infraction_defenses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_defenses" ADD CONSTRAINT "infraction_defenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_files" ADD CONSTRAINT "infraction_files_infraction_id_infractions_id_fk" FOREIGN KEY ("infraction_id") REFERENCES "public"."infractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_files" ADD CONSTRAINT "infraction_files_defense_id_infraction_defenses_id_fk" FOREIGN KEY ("defense_id") REFERENCES "public"."infraction_defenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraction_files" ADD CONSTRAINT "infraction_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_document_id_payment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_refund_document_id_payment_documents_id_fk" FOREIGN KEY ("refund_document_id") REFERENCES "public"."payment_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_infraction_unique" ON "disputes" USING btree ("infraction_id");--> statement-breakpoint
CREATE INDEX "disputes_merchant_idx" ON "disputes" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "infraction_defenses_infraction_idx" ON "infraction_defenses" USING btree ("infraction_id","created_at");--> statement-breakpoint
CREATE INDEX "infraction_files_infraction_idx" ON "infraction_files" USING btree ("infraction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "infraction_files_file_unique" ON "infraction_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "infractions_one_open_per_document" ON "infractions" USING btree ("document_id") WHERE "infractions"."status" <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "infractions_merchant_idx" ON "infractions" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "infractions_virtual_account_idx" ON "infractions" USING btree ("virtual_account_id","created_at");--> statement-breakpoint
CREATE INDEX "infractions_deadline_idx" ON "infractions" USING btree ("deadline") WHERE "infractions"."status" <> 'CLOSED';--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_documents_type_unique" ON "onboarding_documents" USING btree ("onboarding_id","type");--> statement-breakpoint
CREATE INDEX "onboarding_events_onboarding_idx" ON "onboarding_events" USING btree ("onboarding_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboardings_one_open_per_merchant" ON "onboardings" USING btree ("merchant_id") WHERE "onboardings"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "onboardings_merchant_idx" ON "onboardings" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "onboardings_status_idx" ON "onboardings" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "stored_files_merchant_idx" ON "stored_files" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_document_cnpj" CHECK ("merchants"."document" ~ '^[0-9A-Z]{12}[0-9]{2}$');