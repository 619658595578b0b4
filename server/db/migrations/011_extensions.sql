-- Extensions (DOMAIN.md "Extension"): a borrower asks to move an order's due date, the fee is fixed
-- when the request opens, and the due date moves only when that fee is paid within the window.
-- Money in paise, rates in basis points, calendar dates in IST.

-- How many times one order may be extended (a product term, like the extension rate and days).
ALTER TABLE products
  ADD COLUMN max_extensions integer NOT NULL DEFAULT 2 CHECK (max_extensions >= 0);

CREATE TABLE order_extensions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  user_id bigint NOT NULL REFERENCES users (id),
  -- pending (waiting for its fee) -> paid (the order moved to 11 Extension) | expired (not paid in
  -- the window) | abandoned (the borrower gave up) | failed (the fee arrived when the order could
  -- no longer be extended, e.g. settled meanwhile: the money counted as a repayment).
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'paid', 'expired', 'abandoned', 'failed')),
  requested_at timestamptz NOT NULL,
  -- The IST calendar date of the request: the new due date counts from it.
  request_date date NOT NULL,
  -- The end of the payment window (requested_at + the product's extension window).
  pay_by timestamptz NOT NULL,
  -- The product's terms when the request opened.
  rate_bp integer NOT NULL CHECK (rate_bp >= 0),
  days integer NOT NULL CHECK (days > 0),
  -- The fee, fixed when the request opened: fee = service + overdue + interest - fee_paid.
  service_fee_paise integer NOT NULL CHECK (service_fee_paise >= 0),
  overdue_fee_paise integer NOT NULL CHECK (overdue_fee_paise >= 0),
  interest_paise integer NOT NULL CHECK (interest_paise >= 0),
  -- Money already repaid on the order that counts towards this fee (moved from principal to it).
  fee_paid_paise integer NOT NULL CHECK (fee_paid_paise >= 0),
  -- What the borrower pays now.
  fee_paise integer NOT NULL CHECK (fee_paise >= 0),
  CHECK (fee_paise = service_fee_paise + overdue_fee_paise + interest_paise - fee_paid_paise),
  previous_due_date date NOT NULL,
  new_due_date date NOT NULL,
  -- The payment that paid it (none when repaid money covered the whole fee).
  payment_id bigint REFERENCES payments (id),
  finished_at timestamptz,
  -- Why it ended, in words operators read (e.g. 'not paid within 24 hours').
  outcome text
);
-- At most one request waiting for payment per order, whatever the code does.
CREATE UNIQUE INDEX order_extensions_one_pending ON order_extensions (order_id) WHERE state = 'pending';
CREATE INDEX order_extensions_order ON order_extensions (order_id, id);

-- A payment link taken back because the borrower gave up what it paid for (an extension): it is
-- not offered again; a capture on it later is still honoured, as for an expired one.
ALTER TABLE payments DROP CONSTRAINT payments_state_check;
ALTER TABLE payments ADD CONSTRAINT payments_state_check
  CHECK (state IN ('pending', 'captured', 'failed', 'expired', 'superseded', 'withdrawn'));
