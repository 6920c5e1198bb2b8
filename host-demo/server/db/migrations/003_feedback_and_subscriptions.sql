-- Feedback from users (the "An Error Occurred" form, no-tee-times feedback), support
-- requests, newsletter subscriptions and deal alerts (spec 01 §7, spec 02 §7 and §9).

CREATE TABLE feedbacks (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  brand_id TEXT NOT NULL,
  found_everything INTEGER NOT NULL CHECK (found_everything IN (0, 1)),
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE support_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  brand_id TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('Reservation/TeeTime', 'Account', 'General/Other')),
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT,
  reservation_id TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE mailing_list_subscriptions (
  email TEXT NOT NULL COLLATE NOCASE,
  list_code TEXT NOT NULL,
  brand_id TEXT NOT NULL,
  source TEXT,
  zip_code TEXT,
  utm TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  PRIMARY KEY (email, list_code, brand_id)
);

CREATE TABLE deal_alerts (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  brand_id TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  radius REAL NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (email, brand_id, latitude, longitude)
);
