-- One row per card photo the OCR provider read for a borrower, whatever it found (kyc_card_reads
-- keeps only the numbers found). A real OCR provider bills each read: the hourly limit per borrower
-- (kycRules.cardPhotoReadsPerHour) counts these rows. The kyc cleanup job deletes them after a day.
CREATE TABLE card_photo_reads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card text NOT NULL CHECK (card IN ('aadhaar', 'pan')),
  read_at timestamptz NOT NULL
);
CREATE INDEX card_photo_reads_user ON card_photo_reads (user_id, read_at);
