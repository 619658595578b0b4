-- A bank account is checked with the bank before it is saved as a card (decision 0095). One check
-- per borrower and account: asking again reads what the bank answered (or asks after a check still
-- in progress) instead of paying for a new one; the number of checks a day is counted from here.
CREATE TABLE bank_account_checks (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ifsc text NOT NULL,
  account_no text NOT NULL,
  -- asking: a request is out (provider_ref unknown yet); in-progress: the bank has not answered;
  -- active / invalid: its answer; failed: it could not check (asked afresh next time).
  state text NOT NULL CHECK (state IN ('asking', 'in-progress', 'active', 'invalid', 'failed')),
  provider_ref text,
  registered_name text,
  reason text,
  asked_at timestamptz NOT NULL,
  answered_at timestamptz,
  PRIMARY KEY (user_id, ifsc, account_no)
);
CREATE INDEX bank_account_checks_asked ON bank_account_checks (user_id, asked_at);

-- The name the bank gave for the account when it was checked (null for cards saved before).
ALTER TABLE bank_cards ADD COLUMN holder_name text;
