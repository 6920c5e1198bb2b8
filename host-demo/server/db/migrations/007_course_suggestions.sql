-- Courses golfers suggest adding to the marketplace (POST v6/course_suggestions).
CREATE TABLE course_suggestions (
  id TEXT PRIMARY KEY,
  brand_id TEXT NOT NULL,
  user_id TEXT,
  customer_email TEXT NOT NULL,
  customer_name TEXT NOT NULL,
  course_name TEXT NOT NULL,
  address_city TEXT,
  address_state TEXT,
  address_country TEXT,
  address_zipcode TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
