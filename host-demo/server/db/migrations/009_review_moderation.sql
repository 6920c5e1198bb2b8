-- Review moderation (spec 02 §3 "Review moderation states", §4 "Reviews", §6 moderator and
-- banned roles, §7 course_reviews helpful / report_it / PATCH and users/{id}/ban|unban).
-- Reviews keep who moderated them and when; helpful marks and reports are one per golfer and
-- review; a ban keeps who banned the user and when.

ALTER TABLE course_reviews ADD COLUMN moderated_by TEXT REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE course_reviews ADD COLUMN moderated_at TEXT;
ALTER TABLE course_reviews ADD COLUMN reports_count INTEGER NOT NULL DEFAULT 0 CHECK (reports_count >= 0);
CREATE INDEX course_reviews_status_created ON course_reviews(status, created_at);
CREATE INDEX course_reviews_user ON course_reviews(user_id, created_at);

CREATE TABLE course_review_helpful_marks (
  review_id TEXT NOT NULL REFERENCES course_reviews(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, user_id)
);

CREATE TABLE course_review_reports (
  review_id TEXT NOT NULL REFERENCES course_reviews(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, user_id)
);

ALTER TABLE users ADD COLUMN banned_at TEXT;
ALTER TABLE users ADD COLUMN banned_by TEXT;
