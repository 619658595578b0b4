-- Around the loan (decision 0013): app login from the iOS webview, feedback, usage events, the
-- device's location, the About us page. Times UTC, written from the server's clock.

-- A session opened by an app login (POST /user/v1/user-login or /tripartite/v1/user-login):
-- which app vouched for the borrower and the device it described.
ALTER TABLE sessions ADD COLUMN is_app boolean NOT NULL DEFAULT false;
ALTER TABLE sessions ADD COLUMN app_caller text CHECK (app_caller IN ('app', 'tripartite'));
ALTER TABLE sessions ADD COLUMN app_device jsonb;
ALTER TABLE sessions ADD CONSTRAINT sessions_app_caller CHECK (is_app = (app_caller IS NOT NULL));

-- Every app-login signature accepted, so the same signed request cannot sign anyone in twice.
-- Kept until its timestamp is stale anyway (the cleanup job deletes it after expires_at).
CREATE TABLE app_login_signatures (
  caller text NOT NULL CHECK (caller IN ('app', 'tripartite')),
  sign text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (caller, sign)
);
CREATE INDEX app_login_signatures_expiry ON app_login_signatures (expires_at);

-- Feedback from the floating Feedback dialog (spec §5), signed in or not. The address counts the
-- hourly limit of a visitor who is not signed in.
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 300),
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_user_created ON feedback (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX feedback_ip_created ON feedback (ip, created_at);

-- Usage events (screen entered, button tapped) as the app sent them, for product analysis.
CREATE TABLE telemetry_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- The device's web_uuid header (a random id the client keeps), when sent.
  web_uuid text,
  -- Sent from an app-login session (the iOS app's webview).
  is_app boolean NOT NULL DEFAULT false,
  project_name text NOT NULL,
  page_name text NOT NULL,
  behavior text NOT NULL CHECK (behavior IN ('enter', 'click')),
  value text,
  -- The device's time of the event (epoch milliseconds, as sent; devices' clocks may be wrong).
  event_time_ms bigint NOT NULL CHECK (event_time_ms >= 0),
  received_at timestamptz NOT NULL
);
CREATE INDEX telemetry_events_received ON telemetry_events (received_at);

-- The device's location, sent only after the borrower allowed it.
CREATE TABLE device_locations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  address text,
  created_at timestamptz NOT NULL
);
CREATE INDEX device_locations_user_created ON device_locations (user_id, created_at DESC);

-- Pages of copy staff edit (About us): plain text, paragraphs separated by a blank line.
CREATE TABLE content_pages (
  slug text PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL
);
