-- Indexes for the hourly auth cleanup (server/modules/auth/repo.ts deleteStale) at scale: without
-- them each run reads the whole of sessions (every session opened in the last 30 days) and
-- login_codes to find the few rows that turned stale in the last hour.

-- Sessions a day after they expired: `expires_at < $1`.
CREATE INDEX sessions_expires ON sessions (expires_at);
-- Sessions a day after they were revoked (Quit): `revoked_at < $1`, ORed with the expiry above (the
-- two indexes are combined in one bitmap scan). Only revoked sessions are in it.
CREATE INDEX sessions_revoked ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
-- Sign-in codes a day after they expired: `expires_at < $1`.
CREATE INDEX login_codes_expires ON login_codes (expires_at);
