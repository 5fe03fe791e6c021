-- Hand-written (drizzle-kit does not model triggers); see docs/ledger.md.
-- Every entry balances, checked from the statement's own rows: postings are append-only (no
-- UPDATE or DELETE, triggers of 0003) and every entry starts with none, so when the rows each
-- INSERT statement adds to an entry sum to zero, every entry sums to zero at all times. The
-- check no longer reads ledger_postings back, which cost a query per movement.
CREATE OR REPLACE FUNCTION "ledger_postings_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT n.entry_id INTO unbalanced
    FROM new_postings n
   GROUP BY n.entry_id
  HAVING sum(n.amount) <> 0
   LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not balance: its postings must sum to zero', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
