-- The hourly limit per Aadhaar number (kycRules.aadhaarOtp.perNumberPerHour) counts the requests of
-- every borrower for one number's keyed hash.
CREATE INDEX aadhaar_otp_requests_number ON aadhaar_otp_requests (aadhaar_hash, created_at);
