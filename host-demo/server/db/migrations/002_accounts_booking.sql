-- Accounts, cards and booking (owned by the accounts/booking side).
-- Secrets are never stored in clear: passwords as scrypt hashes with a per-user salt,
-- bearer tokens (user, session, one-time, reset, preparation, card) as SHA-256 hashes.
-- Card numbers and CVVs are never stored: only brand, last four, expiry, holder name, zip.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  address1 TEXT,
  address_city TEXT,
  address_state TEXT,
  address_country TEXT,
  address_country_iso2 TEXT,
  address_zipcode TEXT,
  phone TEXT,
  born_on TEXT,
  avatar_url TEXT,
  focus TEXT,
  frequency TEXT,
  gender TEXT,
  handicap REAL,
  skill_level TEXT,
  is_moderator INTEGER NOT NULL DEFAULT 0,
  is_banned INTEGER NOT NULL DEFAULT 0,
  has_network_membership INTEGER NOT NULL DEFAULT 0,
  membership_subscription_id TEXT,
  membership_program_id TEXT,
  rewards_points INTEGER NOT NULL DEFAULT 0 CHECK (rewards_points >= 0),
  booking_fee_credit REAL NOT NULL DEFAULT 0 CHECK (booking_fee_credit >= 0),
  sign_in_count INTEGER NOT NULL DEFAULT 0,
  google_pay_is_preferred INTEGER NOT NULL DEFAULT 0,
  apple_pay_is_preferred INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- kind: 'user' (X-Api-User-Token), 'session' (X-Api-Session), 'one_time', 'password_reset'
CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX auth_tokens_user ON auth_tokens(user_id, kind);

-- Sliding-window counters (sign-in failures, promo/gift-card attempts, …).
CREATE TABLE rate_events (
  bucket TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events(bucket, at_ms);

CREATE TABLE credit_cards (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  guest_email TEXT,
  brand TEXT NOT NULL,
  last_four TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  name TEXT NOT NULL,
  zip TEXT,
  token_hash TEXT NOT NULL UNIQUE,
  test_outcome TEXT NOT NULL DEFAULT 'ok',
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX credit_cards_user ON credit_cards(user_id);

CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount REAL NOT NULL CHECK (amount > 0),
  is_bonus INTEGER NOT NULL DEFAULT 0,
  expires_on TEXT,
  description TEXT NOT NULL DEFAULT ''
);

CREATE TABLE gift_cards (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  balance REAL NOT NULL CHECK (balance >= 0),
  cvv_hash TEXT
);

CREATE TABLE preparations (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  tee_time_id TEXT NOT NULL,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  is_guest INTEGER NOT NULL DEFAULT 0,
  qty INTEGER NOT NULL,
  promo_codes TEXT NOT NULL DEFAULT '[]',
  rewards_points INTEGER NOT NULL DEFAULT 0,
  gift_card_code TEXT,
  donation_amount REAL NOT NULL DEFAULT 0,
  donation_type TEXT,
  apply_booking_fee_credit INTEGER NOT NULL DEFAULT 0,
  reservation_id TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE reservations (
  id TEXT PRIMARY KEY,
  preparation_id TEXT UNIQUE,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  guest_email TEXT,
  guest_first_name TEXT,
  guest_last_name TEXT,
  tee_time_id TEXT NOT NULL,
  course_id TEXT NOT NULL,
  tee_off_at_local TEXT NOT NULL,
  date TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  price_per_player REAL NOT NULL,
  subtotal REAL NOT NULL,
  booking_fee REAL NOT NULL,
  booking_fee_credit REAL NOT NULL DEFAULT 0,
  promo_codes TEXT NOT NULL DEFAULT '[]',
  promo_savings REAL NOT NULL DEFAULT 0,
  rewards_points INTEGER NOT NULL DEFAULT 0,
  rewards_amount REAL NOT NULL DEFAULT 0,
  gift_card_code TEXT,
  gift_card_amount REAL NOT NULL DEFAULT 0,
  donation_amount REAL NOT NULL DEFAULT 0,
  total REAL NOT NULL,
  credit_card_id TEXT,
  digital_wallet TEXT,
  access_token TEXT NOT NULL UNIQUE,
  tee_time_reservation_id TEXT NOT NULL,
  has_eventual_insurance INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  cancelled_at TEXT
);
CREATE INDEX reservations_user ON reservations(user_id, date);
CREATE INDEX reservations_course_date ON reservations(course_id, date);

CREATE TABLE support_tickets (
  id TEXT PRIMARY KEY,
  reservation_id TEXT NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  user_id TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE invitations (
  id TEXT PRIMARY KEY,
  reservation_id TEXT NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  inviter_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at TEXT NOT NULL,
  UNIQUE (reservation_id, email)
);

CREATE TABLE contacts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  first_name TEXT,
  last_name TEXT,
  email TEXT NOT NULL COLLATE NOCASE,
  reservation_id TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, email)
);

CREATE TABLE insurance_policies (
  id TEXT PRIMARY KEY,
  reservation_id TEXT NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  premium REAL NOT NULL,
  coverage REAL NOT NULL,
  phone_country_code TEXT,
  phone_number TEXT,
  status TEXT NOT NULL CHECK (status IN ('quoted', 'purchased')),
  credit_card_id TEXT,
  created_at TEXT NOT NULL
);
