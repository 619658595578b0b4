-- The order engine (DOMAIN.md "Order states and transitions", "Underwriting", "Overdue and penal
-- charges"): what an order was applied with, the terms frozen at apply, its money ledger, every
-- state change, the audit decision, the disbursement, repayments and a reserved reapply.
-- Money in paise, rates in basis points, calendar dates in IST.

CREATE SEQUENCE order_no_seq;

ALTER TABLE orders
  ADD COLUMN bank_card_id bigint REFERENCES bank_cards (id),
  ADD COLUMN auto_get_money boolean NOT NULL DEFAULT false,
  -- Sent by the app with the application and kept as sent; no rule reads them.
  ADD COLUMN check_email boolean NOT NULL DEFAULT false,
  ADD COLUMN auto_money boolean NOT NULL DEFAULT false,
  -- The product's terms when the borrower applied (the Key Fact Statement they saw). Orders placed
  -- before this migration have none and read the product's current terms.
  ADD COLUMN annual_rate_bp integer,
  ADD COLUMN service_rate_bp integer,
  ADD COLUMN gst_rate_bp integer,
  ADD COLUMN penal_daily_rate_bp integer,
  ADD COLUMN penal_cap_bp integer,
  -- The IST calendar date the repayment falls due (loan date + period; moved by an extension).
  ADD COLUMN due_date date,
  ADD COLUMN overdue_days integer NOT NULL DEFAULT 0,
  -- Sum over overdue days of (overdue principal in paise x daily penal rate in bp): exact, so the
  -- penal charge is rounded once, from this, and never from a rounded daily figure.
  ADD COLUMN penal_basis bigint NOT NULL DEFAULT 0,
  ADD COLUMN penal_charge_paise integer NOT NULL DEFAULT 0,
  -- The last IST day whose penal charge is included (accrual runs once per day, catching up).
  ADD COLUMN penal_accrued_through date,
  -- An extension fee owed now (written by the extension side; 0 when none).
  ADD COLUMN extension_fee_paise integer NOT NULL DEFAULT 0 CHECK (extension_fee_paise >= 0),
  -- What has been paid, per component (processing fee and GST are paid at disbursement).
  ADD COLUMN paid_extension_fee_paise integer NOT NULL DEFAULT 0,
  ADD COLUMN paid_penal_paise integer NOT NULL DEFAULT 0,
  ADD COLUMN paid_fees_paise integer NOT NULL DEFAULT 0,
  ADD COLUMN paid_interest_paise integer NOT NULL DEFAULT 0,
  ADD COLUMN paid_principal_paise integer NOT NULL DEFAULT 0;

-- One order in progress per borrower, enforced by the database whatever the application does.
CREATE UNIQUE INDEX orders_one_in_progress ON orders (user_id) WHERE state IN (1, 2, 4, 6, 8, 11);
CREATE INDEX orders_due ON orders (due_date) WHERE state IN (6, 8, 11);

-- Every state change, written only by the state machine (server/modules/orders/state-machine.ts).
CREATE TABLE order_transitions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  -- NULL for the order's creation.
  from_state smallint,
  to_state smallint NOT NULL,
  actor text NOT NULL CHECK (actor IN ('borrower', 'system', 'dev', 'provider')),
  reason text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX order_transitions_order ON order_transitions (order_id, id);
CREATE INDEX order_transitions_to ON order_transitions (to_state, at);

-- The audit decision with every underwriting rule's outcome, in order.
CREATE TABLE order_audits (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  decision text NOT NULL CHECK (decision IN ('pass', 'deny')),
  decided_by text NOT NULL CHECK (decided_by IN ('system', 'dev')),
  -- The first rule that failed, or 'all rules passed'.
  reason text NOT NULL,
  rules jsonb NOT NULL,
  decided_at timestamptz NOT NULL
);

-- The payout of an order's amount received to the borrower's own bank account; one per order.
CREATE TABLE disbursements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  -- The idempotency key the bank provider sees: a retry never pays twice.
  reference text NOT NULL UNIQUE,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  bank_card_id bigint NOT NULL REFERENCES bank_cards (id),
  state text NOT NULL CHECK (state IN ('pending', 'succeeded', 'failed')),
  provider_ref text,
  failure_reason text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- The sandbox bank's own ledger of payouts (server/providers/disbursement/sandbox-disbursement.ts).
CREATE TABLE sandbox_payouts (
  reference text PRIMARY KEY,
  amount_paise integer NOT NULL,
  ifsc text NOT NULL,
  account_last4 text NOT NULL,
  succeeded boolean NOT NULL,
  provider_ref text NOT NULL,
  failure_reason text,
  created_at timestamptz NOT NULL
);

-- Captured repayments applied to an order, split in DOMAIN.md's allocation order. One row per
-- payment (the payments module's id), so a payment is never applied twice.
CREATE TABLE order_repayments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  payment_id bigint NOT NULL UNIQUE,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  to_extension_fee_paise integer NOT NULL,
  to_penal_paise integer NOT NULL,
  to_fees_paise integer NOT NULL,
  to_interest_paise integer NOT NULL,
  to_principal_paise integer NOT NULL,
  -- Paid beyond what was owed (e.g. a second payment of a settled order), kept for a refund.
  excess_paise integer NOT NULL,
  provider_ref text NOT NULL,
  paid_at timestamptz NOT NULL
);
CREATE INDEX order_repayments_order ON order_repayments (order_id, id);

-- A new loan the borrower reserved while repaying: applied when this order settles.
CREATE TABLE order_reapplies (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  user_id bigint NOT NULL REFERENCES users (id),
  bank_card_id bigint NOT NULL REFERENCES bank_cards (id),
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  requested_at timestamptz NOT NULL,
  performed_at timestamptz,
  new_order_id bigint REFERENCES orders (id),
  -- Why it could not be applied when the order settled (e.g. the product became full).
  refusal text
);
