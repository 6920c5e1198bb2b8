-- Course reviews (spec 02 §3 "Review", §7 v6/course_reviews). Only `autopublished` and
-- `approved` reviews are public; `for_review` waits for a moderator, `rejected` never shows.

CREATE TABLE course_reviews (
  id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL REFERENCES courses(id),
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  reviewer_name TEXT NOT NULL,      -- as shown: first name and last initial, 'Dana R.'
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  comments TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('autopublished', 'for_review', 'approved', 'rejected')),
  created_at TEXT NOT NULL,         -- ISO UTC, 'YYYY-MM-DDTHH:mm:ssZ'
  helpful_count INTEGER NOT NULL DEFAULT 0 CHECK (helpful_count >= 0)
);
CREATE INDEX course_reviews_course_status_created ON course_reviews(course_id, status, created_at);
