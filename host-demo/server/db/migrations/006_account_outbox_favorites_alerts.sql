-- The account area of spec 02 (owned by the accounts side): the sandbox e-mail outbox,
-- account lockout and data-check flags, social identities, avatars, favorites, price alerts
-- and marketing consents. Tokens in e-mails are stored in auth_tokens as SHA-256 digests;
-- the outbox keeps the e-mail as sent (it is the sandbox's stand-in for an inbox).

ALTER TABLE users ADD COLUMN failed_sign_in_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN locked_at TEXT;
ALTER TABLE users ADD COLUMN force_data_check INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN data_checked_at TEXT;

-- E-mails the sandbox would send: read them with GET /api/v6/sandbox/outbox?email=…
CREATE TABLE outbox_messages (
  id TEXT PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('reset_password', 'unlock', 'deletion', 'one_time_token')),
  token TEXT NOT NULL,
  link TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_messages_to ON outbox_messages(to_email, created_at);

-- Signing keys made once per database (stable across restarts, never in the source).
CREATE TABLE sandbox_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT INTO sandbox_secrets (name, value) VALUES ('links', hex(randomblob(32)));

-- Social sign-in identities (provider + the provider's user id) linked to an account.
CREATE TABLE user_identities (
  provider TEXT NOT NULL,
  uid TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, uid)
);
CREATE INDEX user_identities_user ON user_identities(user_id);

-- The uploaded avatar picture, served at /media/avatars/{id} (a new id per upload).
CREATE TABLE user_avatars (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  id TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE favorite_courses (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id TEXT NOT NULL REFERENCES courses(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE favorite_cities (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  city_id TEXT NOT NULL REFERENCES cities(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, city_id)
);

-- Tee-time price alerts (spec 02 §3 "Price alert", type TeeTimePriceAlert) on a course or a city.
-- Flags: players (for_1 … for_4), holes (holes_9, holes_18), days (monday … sunday).
CREATE TABLE price_alerts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id TEXT,
  city_id TEXT,
  min_price REAL,
  max_price REAL,
  at_least_n_hours_before_sunset INTEGER,
  frequency INTEGER NOT NULL CHECK (frequency BETWEEN 1 AND 2),
  flags TEXT NOT NULL DEFAULT '{}',
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((course_id IS NULL) <> (city_id IS NULL))
);
CREATE INDEX price_alerts_user ON price_alerts(user_id, created_at);

-- Marketing consents per mailing list (promotional, weekly, … and push- variants):
-- a consent can be suspended, with the golfer's reason.
CREATE TABLE consumer_privacy_agreements (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  option TEXT NOT NULL,
  suspended INTEGER NOT NULL CHECK (suspended IN (0, 1)),
  reason TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, option)
);
