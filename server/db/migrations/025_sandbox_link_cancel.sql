-- The sandbox gateway closes a link the app no longer offers (superseded by a new amount, or
-- withdrawn when the borrower gave up what it paid for), as Razorpay's cancel call does
-- (decision 0079): its page then refuses to take a payment on it.
ALTER TABLE sandbox_gateway_payments DROP CONSTRAINT sandbox_gateway_payments_status_check;
ALTER TABLE sandbox_gateway_payments
  ADD CONSTRAINT sandbox_gateway_payments_status_check CHECK (status IN ('created', 'paid', 'failed', 'cancelled'));
