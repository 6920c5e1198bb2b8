-- Catalog and discovery (owned by the catalog side). Ids are TEXT.

CREATE TABLE countries (
  id TEXT PRIMARY KEY,            -- 'us', 'ca', ...
  iso2 TEXT NOT NULL UNIQUE,      -- 'US'
  name TEXT NOT NULL,
  explore_enabled INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE states (
  id TEXT PRIMARY KEY,            -- 'us-ny'
  country_id TEXT NOT NULL REFERENCES countries(id),
  code TEXT NOT NULL,             -- 'NY'
  slug TEXT NOT NULL,             -- 'ny'
  name TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  hierarchized_url TEXT NOT NULL  -- '/explore/us/ny'
);
CREATE INDEX states_country ON states(country_id);

CREATE TABLE cities (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  state_id TEXT NOT NULL REFERENCES states(id),
  country_id TEXT NOT NULL REFERENCES countries(id),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  zip_count INTEGER NOT NULL,
  hierarchized_url TEXT NOT NULL UNIQUE  -- '/explore/us/ny/new-york'
);
CREATE INDEX cities_state ON cities(state_id);
CREATE INDEX cities_lat ON cities(latitude);

CREATE TABLE zipcodes (
  zip TEXT PRIMARY KEY,
  city_id TEXT NOT NULL REFERENCES cities(id),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);
CREATE INDEX zipcodes_city ON zipcodes(city_id);

CREATE TABLE courses (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  description TEXT NOT NULL,
  phone TEXT NOT NULL,
  address_street TEXT NOT NULL,
  address_zipcode TEXT NOT NULL,
  city_id TEXT NOT NULL REFERENCES cities(id),
  state_id TEXT NOT NULL REFERENCES states(id),
  country_id TEXT NOT NULL REFERENCES countries(id),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  num_holes INTEGER NOT NULL,
  par_score INTEGER NOT NULL,
  slope INTEGER NOT NULL,
  rating_value REAL NOT NULL,      -- 1..5 stars
  score REAL NOT NULL,             -- course rating (e.g. 71.4)
  booking_count INTEGER NOT NULL,
  min_regular_rate REAL NOT NULL,  -- dollars
  partner_tier TEXT,               -- 'silver' or NULL
  booking_site_url TEXT,
  has_network_membership INTEGER NOT NULL DEFAULT 0,
  has_eventual_insurance INTEGER NOT NULL DEFAULT 0,
  has_real_photo INTEGER NOT NULL DEFAULT 0,
  photo_count INTEGER NOT NULL DEFAULT 1,
  is_best INTEGER NOT NULL DEFAULT 0,   -- partner-curated "best"
  is_vip INTEGER NOT NULL DEFAULT 0,    -- partner-curated "vip"
  sells_tee_times INTEGER NOT NULL DEFAULT 1, -- 0: listed without tee times
  hierarchized_url TEXT NOT NULL
);
CREATE INDEX courses_city ON courses(city_id);
CREATE INDEX courses_state ON courses(state_id);
CREATE INDEX courses_lat ON courses(latitude);
CREATE INDEX courses_name ON courses(name);

CREATE TABLE course_categories (
  category TEXT NOT NULL,  -- best_courses, best_public_courses, top_rated, best_9_hole, most_played, best_deals, best_for_beginners
  course_id TEXT NOT NULL REFERENCES courses(id),
  PRIMARY KEY (category, course_id)
);
CREATE INDEX course_categories_course ON course_categories(course_id);

CREATE TABLE providers (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  logo_svg TEXT NOT NULL,
  instant_booking INTEGER NOT NULL DEFAULT 0,
  allow_booking_redirect INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE course_providers (
  course_id TEXT NOT NULL REFERENCES courses(id),
  provider_id TEXT NOT NULL REFERENCES providers(id),
  PRIMARY KEY (course_id, provider_id)
);

CREATE TABLE tee_time_days (
  course_id TEXT NOT NULL REFERENCES courses(id),
  date TEXT NOT NULL,
  PRIMARY KEY (course_id, date)
);

CREATE TABLE tee_times (
  id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL REFERENCES courses(id),
  date TEXT NOT NULL,               -- YYYY-MM-DD
  tee_off_at_local TEXT NOT NULL,   -- YYYY-MM-DDTHH:mm:ss
  rate_type TEXT NOT NULL,          -- lightning, online, junior, senior, resident, member, military
  provider_id TEXT NOT NULL REFERENCES providers(id),
  source_provider_id TEXT NOT NULL REFERENCES providers(id),
  price REAL NOT NULL,
  max_players INTEGER NOT NULL,
  players_available INTEGER NOT NULL CHECK (players_available >= 0),
  num_holes INTEGER NOT NULL,
  is_riding INTEGER NOT NULL,
  is_prepaid INTEGER NOT NULL,
  is_refundable INTEGER NOT NULL,
  prepayment_rule_id TEXT,
  is_hot_deal INTEGER NOT NULL DEFAULT 0,
  allow_booking_redirect INTEGER NOT NULL DEFAULT 0,
  reservation_url TEXT
);
CREATE INDEX tee_times_course_date ON tee_times(course_id, date, tee_off_at_local);

CREATE TABLE course_sections (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT NOT NULL
);

CREATE TABLE course_section_courses (
  section_id TEXT NOT NULL REFERENCES course_sections(id),
  course_id TEXT NOT NULL REFERENCES courses(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (section_id, course_id)
);

CREATE TABLE deals (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  course_id TEXT NOT NULL REFERENCES courses(id),
  discount_percent INTEGER NOT NULL,
  price REAL NOT NULL,
  regular_price REAL NOT NULL,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  image_url TEXT NOT NULL
);
CREATE INDEX deals_course ON deals(course_id);

CREATE TABLE banners (
  id TEXT PRIMARY KEY,
  context TEXT NOT NULL,       -- home, course_list, tee_times, booking_confirmation, section, course
  course_id TEXT REFERENCES courses(id),
  section_id TEXT REFERENCES course_sections(id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  image_url TEXT NOT NULL,
  link_url TEXT NOT NULL,
  cta TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE faqs (
  id TEXT PRIMARY KEY,
  category TEXT NOT NULL,
  anchor TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  position INTEGER NOT NULL
);
