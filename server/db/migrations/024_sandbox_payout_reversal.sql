-- When the sandbox bank's payout comes back from the borrower's bank after it was processed: for
-- test accounts starting "222", two minutes after it arrived (decision 0068); null for the others.
ALTER TABLE sandbox_payouts ADD COLUMN reverses_at timestamptz;
