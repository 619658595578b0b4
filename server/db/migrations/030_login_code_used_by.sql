-- The browser that used a sign-in code (its web_uuid, as an HMAC) and whether that sign-in created
-- the borrower: the same browser repeating a Sign In whose answer it lost is signed in again, with
-- the same answer, while the code has not expired (decision 0101). Null for codes used before.
ALTER TABLE login_codes ADD COLUMN used_by_device_hash text, ADD COLUMN used_is_register smallint;
