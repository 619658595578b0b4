-- What KYC needs between its steps (the kyc module), and the sandbox Aadhaar provider's codes.
-- The full Aadhaar number is never stored (DOMAIN.md "Identity and data"): numbers are kept as an
-- HMAC keyed by the server secret, enough to recognise the same number again, and are deleted once
-- the KYC record is saved or a day after they stopped mattering (the kyc cleanup job).

-- A card number read by OCR from a photo this borrower uploaded (the photo itself is not kept).
-- Saving the upload KYC needs the Aadhaar and PAN numbers to have been read this way.
CREATE TABLE kyc_card_reads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card text NOT NULL CHECK (card IN ('aadhaar', 'pan')),
  number_hash text NOT NULL,
  -- The reading's reference (kyc_records.aadhaar_ref of an upload KYC).
  reference text NOT NULL,
  read_at timestamptz NOT NULL
);
CREATE INDEX kyc_card_reads_user ON kyc_card_reads (user_id, card, read_at DESC);

-- An Aadhaar OTP asked for by a borrower: the number's HMAC and last 4 digits, the provider's
-- reference, wrong tries, and when it was verified (the short-lived proof aadhaar-verify reads).
CREATE TABLE aadhaar_otp_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  aadhaar_hash text NOT NULL,
  aadhaar_last4 char(4) NOT NULL CHECK (aadhaar_last4 ~ '^[0-9]{4}$'),
  -- Null only while the provider is being asked to send the code.
  provider_ref text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries smallint NOT NULL DEFAULT 0,
  verified_at timestamptz,
  -- The name the provider returned for the number, when it returns one.
  holder_name text
);
CREATE INDEX aadhaar_otp_requests_user ON aadhaar_otp_requests (user_id, created_at DESC);

-- Sandbox Aadhaar provider (development and tests only): the codes it "sent", as salted HMACs.
CREATE TABLE sandbox_aadhaar_otps (
  reference text PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  created_at timestamptz NOT NULL
);
