-- What a borrower proves and tells before a loan (DOMAIN.md "Identity and data"): KYC, the face
-- check, the basic and work forms, emergency contacts and bank cards. Underwriting reads these
-- tables (server/modules/profile/readiness.ts); the KYC, profile and bank modules write them.

-- The full Aadhaar number is never stored: its last 4 digits and the KYC provider's reference only.
CREATE TABLE kyc_records (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  real_name text NOT NULL,
  aadhaar_last4 char(4) NOT NULL CHECK (aadhaar_last4 ~ '^[0-9]{4}$'),
  aadhaar_ref text NOT NULL,
  pan_no text NOT NULL CHECK (pan_no ~ '^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$'),
  -- 'upload' (photos read by OCR, checked by the borrower) or 'otp' (Aadhaar OTP verified).
  method text NOT NULL CHECK (method IN ('upload', 'otp')),
  verified_at timestamptz NOT NULL
);

-- The liveness result and its reference; the face image itself is not kept.
CREATE TABLE face_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  passed boolean NOT NULL,
  reference text NOT NULL,
  score numeric(5, 4),
  reason text,
  checked_at timestamptz NOT NULL
);
CREATE INDEX face_checks_user ON face_checks (user_id, checked_at DESC);

-- The basic ('basic') and work ('work') forms as saved: field payload names to values.
CREATE TABLE profile_sections (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  section text NOT NULL CHECK (section IN ('basic', 'work')),
  field_values jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, section)
);

-- Date of birth from the basic form, kept as a date so underwriting can check the age rule.
ALTER TABLE users ADD COLUMN birth_date date;

CREATE TABLE emergency_contacts (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position IN (1, 2, 3)),
  name text NOT NULL,
  mobile text NOT NULL CHECK (mobile ~ '^[0-9]{1,10}$'),
  relation text NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, position)
);

-- The borrower's own bank accounts; disbursement pays only to one of these.
CREATE TABLE bank_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ifsc text NOT NULL CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  account_no text NOT NULL CHECK (account_no ~ '^[0-9]{1,19}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, ifsc, account_no)
);
CREATE INDEX bank_cards_user ON bank_cards (user_id, id);
