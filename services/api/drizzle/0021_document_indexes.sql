-- Trigram index of the documents' search by part of the counterparty's name (docs/documents.md).
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_documents_merchant_kind_idx" ON "payment_documents" USING btree ("merchant_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_documents_merchant_status_idx" ON "payment_documents" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_documents_merchant_amount_idx" ON "payment_documents" USING btree ("merchant_id","amount","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_documents_txid_idx" ON "payment_documents" USING btree ("txid") WHERE "payment_documents"."txid" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_documents_merchant_external_id_idx" ON "payment_documents" USING btree ("merchant_id","external_id") WHERE "payment_documents"."external_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_documents_merchant_reference_idx" ON "payment_documents" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_documents_counterparty_name_trgm_idx" ON "payment_documents" USING gin ("counterparty_name" gin_trgm_ops) WHERE "payment_documents"."counterparty_name" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_events_document_idx" ON "webhook_events" USING btree ("document_id") WHERE "webhook_events"."document_id" is not null;