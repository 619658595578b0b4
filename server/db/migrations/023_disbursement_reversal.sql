-- A payout the bank reports as reversed after it was processed (the beneficiary bank sent the money
-- back): the disbursement ends 'reversed', with the bank's reason in failure_reason and the moment
-- it was told in reversed_at (server/modules/orders/payout-notifications.ts, decision 0068).
ALTER TABLE disbursements DROP CONSTRAINT disbursements_state_check;
ALTER TABLE disbursements
  ADD CONSTRAINT disbursements_state_check CHECK (state IN ('pending', 'succeeded', 'failed', 'reversed'));
ALTER TABLE disbursements ADD COLUMN reversed_at timestamptz;
