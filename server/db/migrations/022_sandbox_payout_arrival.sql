-- When the sandbox bank's transfer reaches the account (server/providers/disbursement): at once for
-- most test accounts, a minute later for those starting "111", never for a refused one. A real bank
-- answers "in progress" until then; rows written before arrived when they were made.
ALTER TABLE sandbox_payouts ADD COLUMN arrives_at timestamptz;
UPDATE sandbox_payouts SET arrives_at = created_at WHERE succeeded;
CREATE UNIQUE INDEX sandbox_payouts_provider_ref ON sandbox_payouts (provider_ref);
