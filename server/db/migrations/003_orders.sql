-- Loan orders (DOMAIN.md "Order states"). The order engine adds its columns in later migrations.
CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  state smallint NOT NULL CHECK (state IN (1, 2, 3, 4, 5, 6, 7, 8, 10, 11)),
  loan_amount_paise integer NOT NULL CHECK (loan_amount_paise > 0),
  arrive_amount_paise integer NOT NULL,
  repayment_amount_paise integer NOT NULL,
  service_fee_paise integer NOT NULL DEFAULT 0,
  gst_fee_paise integer NOT NULL DEFAULT 0,
  interest_paise integer NOT NULL DEFAULT 0,
  period_days integer NOT NULL,
  applied_at timestamptz NOT NULL,
  loan_date timestamptz,
  repayment_date timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX orders_user_applied ON orders (user_id, applied_at DESC, id DESC);
