-- An account refused because another borrower added it counts as one of the borrower's accounts
-- checked that day, though the bank is not asked (decision 0086, amended): without a count, any
-- signed-in borrower could test account numbers for "does this person borrow here" for free.
ALTER TABLE bank_account_checks DROP CONSTRAINT bank_account_checks_state_check;
ALTER TABLE bank_account_checks ADD CONSTRAINT bank_account_checks_state_check
  CHECK (state IN ('asking', 'in-progress', 'active', 'invalid', 'failed', 'another-borrower'));
