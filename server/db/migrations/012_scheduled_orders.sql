-- Scheduled (auto-apply) orders (DOMAIN.md "Scheduled (auto-apply) orders"): a loan the borrower
-- asked us to apply for, with this product, amount and bank card, as soon as they may apply (no
-- order in progress, no wait after a denial). A job applies it through the one apply path.
-- States: 0 Scheduled, 2 Applied, 3 Canceled. Money in paise, times UTC.
CREATE TABLE scheduled_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  bank_card_id bigint NOT NULL REFERENCES bank_cards (id),
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 2, 3)),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- When the job applied it, and the order it made (state 2 only).
  applied_at timestamptz,
  order_id bigint REFERENCES orders (id),
  canceled_at timestamptz,
  -- State 0: why the last run did not apply it, in the borrower's words (a loan in progress, the
  -- wait after a denial, a refusal of the application); NULL when nothing is known to stop it.
  pending_reason text,
  -- How many times the job has looked at it, and when it last did (operators read these).
  attempts integer NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  CHECK ((state = 2) = (order_id IS NOT NULL AND applied_at IS NOT NULL)),
  CHECK ((state = 3) = (canceled_at IS NOT NULL))
);

-- One scheduled (state 0) order per borrower, whatever the application does.
CREATE UNIQUE INDEX scheduled_orders_one_waiting ON scheduled_orders (user_id) WHERE state = 0;
-- An order is made for at most one scheduled order.
CREATE UNIQUE INDEX scheduled_orders_order ON scheduled_orders (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX scheduled_orders_user ON scheduled_orders (user_id, created_at DESC, id DESC);
