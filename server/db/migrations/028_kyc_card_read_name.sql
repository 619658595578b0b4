-- The holder's name read from an Aadhaar card photo (decision 0091): the upload KYC is saved only
-- with that name, give or take what the reading may have got wrong. Null for a PAN reading and for
-- readings made before this column. Deleted with its reading (the kyc cleanup job).
ALTER TABLE kyc_card_reads ADD COLUMN holder_name text;
