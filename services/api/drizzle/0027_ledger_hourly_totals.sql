-- Hand-written (drizzle-kit does not model triggers); see docs/ledger.md "Balance summary of a period".
-- The totals of each kind of movement per virtual account and UTC hour, kept by a trigger in the
-- transaction that inserts the postings (postings are append-only, 0003). A balance summary of a
-- period sums the whole hours here and reads only the postings of its partial first and last
-- hour: 30 days of a busy merchant are ~7,000 rows instead of every posting of the month.
-- credits / debits are the sums of the positive / negative amounts (the public API's in / out).
CREATE TABLE "ledger_hourly_totals" (
	"virtual_account_id" uuid NOT NULL,
	"movement_type" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"merchant_id" uuid NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"debits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_hourly_totals_pkey" PRIMARY KEY ("virtual_account_id", "hour", "movement_type")
);
--> statement-breakpoint
CREATE INDEX "ledger_hourly_totals_merchant_idx" ON "ledger_hourly_totals" USING btree ("merchant_id", "hour");
--> statement-breakpoint
CREATE FUNCTION "ledger_postings_add_hourly_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_hourly_totals AS t (virtual_account_id, movement_type, hour, merchant_id, credits, debits)
  SELECT n.virtual_account_id, n.movement_type,
         date_bin('1 hour', n.created_at, timestamptz '2000-01-01 00:00:00+00'), n.merchant_id,
         coalesce(sum(n.amount) FILTER (WHERE n.amount > 0), 0),
         coalesce(sum(n.amount) FILTER (WHERE n.amount < 0), 0)
    FROM new_postings n
   WHERE n.virtual_account_id IS NOT NULL
   GROUP BY 1, 2, 3, 4
   -- Same order in every transaction: two statements on the same accounts cannot deadlock here.
   ORDER BY 1, 3, 2
  ON CONFLICT (virtual_account_id, hour, movement_type) DO UPDATE
     SET credits = t.credits + excluded.credits, debits = t.debits + excluded.debits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_hourly_totals" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_add_hourly_totals"();
--> statement-breakpoint
INSERT INTO ledger_hourly_totals (virtual_account_id, movement_type, hour, merchant_id, credits, debits)
SELECT p.virtual_account_id, p.movement_type,
       date_bin('1 hour', p.created_at, timestamptz '2000-01-01 00:00:00+00'), p.merchant_id,
       coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0),
       coalesce(sum(p.amount) FILTER (WHERE p.amount < 0), 0)
  FROM ledger_postings p
 WHERE p.virtual_account_id IS NOT NULL
 GROUP BY 1, 2, 3, 4
 -- In time order, as the trigger writes them: a period's hours are neighbouring pages.
 ORDER BY 3, 1, 2;
