-- Borrowers, sign-in codes, sessions and the sandbox SMS outbox.
-- Times are UTC and always written by the server from its clock (never now() in rules).

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL UNIQUE CHECK (phone ~ '^91[6-9][0-9]{9}$'),
  created_at timestamptz NOT NULL,
  last_login_at timestamptz
);

-- One row per code sent. Only the HMAC of the code is kept; rows also count the send limits.
CREATE TABLE login_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries smallint NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX login_codes_phone_created ON login_codes (phone, created_at DESC);
CREATE INDEX login_codes_ip_created ON login_codes (ip, created_at);

-- Only the SHA-256 of a token is kept, so a database leak does not hand out sessions.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Written only by the sandbox SMS provider (development surface).
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC);
