-- Hand-written (drizzle-kit does not model per-column statistics); see docs/documents.md
-- "Index decisions". The planner estimates how many documents a search by part of a name
-- (`counterparty_name ILIKE '%…%'`) matches from this column's histogram. With the default 100
-- entries a rare name was guessed at 1 % of the table: for a name on 125 of 1,000,000 documents
-- PostgreSQL walked the date index hoping to meet 51 matches early and read 400,000 rows
-- (130-560 ms) instead of the trigram index (2-3 ms). 1,000 entries put such a name under 0.1 %
-- and keep the date walk for names on many documents, where it is the fast plan.
ALTER TABLE "payment_documents" ALTER COLUMN "counterparty_name" SET STATISTICS 1000;
