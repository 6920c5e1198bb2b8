-- Memberships, offers and rewards of spec 02 (§3 membership, network membership, offers):
-- the network membership's plans and subscriptions (paid with the checkout's test card
-- gateway: a subscription keeps the saved card's id, never a number), its invoices, partner
-- vendors with their offers and claim-code promotions, and course membership programs with
-- billing plans, payments and invoice items. Demo rows come from seed/memberships.ts.

CREATE TABLE network_plans (
  id TEXT PRIMARY KEY,
  interval TEXT NOT NULL CHECK (interval IN ('monthly', 'annual')),
  name TEXT NOT NULL,
  billing_plan_id TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL CHECK (amount >= 0),
  sort INTEGER NOT NULL
);

CREATE TABLE network_subscriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  plan_id TEXT NOT NULL REFERENCES network_plans(id),
  credit_card_id TEXT REFERENCES credit_cards(id),
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelled', 'renewed')),
  promo_code TEXT,
  started_at TEXT NOT NULL,
  current_period_end TEXT NOT NULL,
  cancelled_at TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE network_invoices (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES network_subscriptions(id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  description TEXT NOT NULL,
  paid_at TEXT NOT NULL
);
CREATE INDEX network_invoices_subscription ON network_invoices(subscription_id, paid_at);

CREATE TABLE partner_vendors (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  website_url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

-- Member offers: a partner's (vendor_id) or a network course's (course_id).
CREATE TABLE member_offers (
  id TEXT PRIMARY KEY,
  vendor_id TEXT REFERENCES partner_vendors(id),
  course_id TEXT REFERENCES courses(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  expires_on TEXT,
  sort INTEGER NOT NULL
);

CREATE TABLE offer_redemptions (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL REFERENCES member_offers(id),
  code TEXT NOT NULL,
  redeemed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, offer_id)
);

-- Vendor promotions hand each user one claim code (assign) and count the visits (track).
CREATE TABLE vendor_promotions (
  id TEXT PRIMARY KEY,
  vendor_id TEXT NOT NULL REFERENCES partner_vendors(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE promotion_claims (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  promotion_id TEXT NOT NULL REFERENCES vendor_promotions(id),
  claim_code TEXT NOT NULL,
  assigned_at TEXT NOT NULL,
  track_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, promotion_id)
);

-- Course membership programs (the membership-program API).
CREATE TABLE membership_programs (
  id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL UNIQUE REFERENCES courses(id),
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE membership_billing_plans (
  id TEXT PRIMARY KEY,
  program_id TEXT NOT NULL REFERENCES membership_programs(id),
  name TEXT NOT NULL,
  interval TEXT NOT NULL,
  amount REAL NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE program_memberships (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  program_id TEXT NOT NULL REFERENCES membership_programs(id),
  billing_plan_id TEXT NOT NULL REFERENCES membership_billing_plans(id),
  status TEXT NOT NULL,
  started_at TEXT NOT NULL,
  UNIQUE (user_id, program_id)
);

CREATE TABLE program_payments (
  id TEXT PRIMARY KEY,
  membership_id TEXT NOT NULL REFERENCES program_memberships(id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  paid_at TEXT NOT NULL
);
CREATE INDEX program_payments_membership ON program_payments(membership_id, paid_at);

CREATE TABLE program_invoice_items (
  id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES program_payments(id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  amount REAL NOT NULL
);
