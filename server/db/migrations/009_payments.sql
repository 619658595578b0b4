-- Payments (DOMAIN.md "Repayment and payments"): one row per payment link given to a borrower,
-- settled only by the gateway's signed notification. Amounts in paise, times UTC from the clock.
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the payment is for ('repay', 'extension'): the module owning that purpose settles it.
  purpose text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  order_id bigint NOT NULL REFERENCES orders (id),
  -- Extra ids of the purpose (e.g. the extension id).
  refs jsonb NOT NULL DEFAULT '{}',
  -- purpose, order and refs: one attempt. At most one pending payment per attempt (index below).
  attempt_key text NOT NULL,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  description text NOT NULL,
  provider text NOT NULL,
  -- Set in the transaction that inserts the row, once the gateway has created its payment.
  provider_ref text,
  payment_url text,
  -- pending -> captured (money moved) | failed | expired (window passed) | superseded (the amount
  -- owed changed before it was paid). A late capture of an expired, superseded or failed payment
  -- is still captured: the money moved.
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'captured', 'failed', 'expired', 'superseded')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  finished_at timestamptz,
  captured_at timestamptz
);
CREATE UNIQUE INDEX payments_provider_ref ON payments (provider, provider_ref);
CREATE UNIQUE INDEX payments_one_pending_attempt ON payments (attempt_key) WHERE state = 'pending';
CREATE INDEX payments_order ON payments (order_id, created_at DESC);

-- Every signed notification received, once per gateway event id: a redelivered or replayed event
-- finds its row and changes nothing. outcome says what it did (operators read the refusals).
CREATE TABLE payment_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  event_id text NOT NULL,
  provider_ref text NOT NULL,
  status text NOT NULL CHECK (status IN ('captured', 'failed')),
  amount_paise bigint NOT NULL,
  payment_id bigint REFERENCES payments (id),
  outcome text NOT NULL
    CHECK (outcome IN ('settled', 'failed', 'no_change', 'unknown_payment', 'amount_mismatch')),
  received_at timestamptz NOT NULL,
  UNIQUE (provider, event_id)
);
CREATE INDEX payment_events_payment ON payment_events (payment_id);

-- The sandbox gateway's own side (what a real gateway keeps): the links it issued and how each
-- ended. Only the sandbox provider writes here; it never runs in production (config refuses it).
CREATE TABLE sandbox_gateway_payments (
  provider_ref text PRIMARY KEY,
  -- Our payment's id as the merchant's reference (no foreign key: the gateway is another system).
  merchant_payment_id bigint NOT NULL,
  amount_paise integer NOT NULL,
  description text NOT NULL,
  callback_url text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed')),
  expires_at timestamptz NOT NULL,
  event_id text,
  finished_at timestamptz
);
