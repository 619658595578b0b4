-- A PAN is one person's (decision 0085): saving KYC looks for the PAN on another account first.
-- Not unique here, so a database that already holds a PAN twice still migrates; the check refuses
-- any new one.
CREATE INDEX kyc_records_pan_no ON kyc_records (pan_no);
