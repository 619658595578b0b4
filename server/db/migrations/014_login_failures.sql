-- One row per wrong sign-in code, by the address it was entered from. Each code allows 5 wrong
-- tries, but one address can have codes sent to many phones: the per-address limit on wrong codes
-- (config otp.wrongPerIpPerHour) counts these rows. The auth cleanup job deletes them after a day.
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_ip_failed ON login_failures (ip, failed_at);
