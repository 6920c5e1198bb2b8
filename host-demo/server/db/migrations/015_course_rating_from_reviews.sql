-- One rating per course (issue 31): the rating a course shows (its header, the search cards, the
-- sorts) is its public reviews' mean to one decimal, the same number the Reviews tab shows, with
-- how many reviews it comes from; a course without public reviews has none (reviews_count 0).
-- `rating_value` stays the catalog's own seed score (the demo reviews and Foreplay marks are drawn
-- from it) and is no longer shown. Kept by services/courseReviews.ts refreshCourseRatings whenever
-- the public reviews change (seeding, moderation, reports).

ALTER TABLE courses ADD COLUMN reviews_rating REAL NOT NULL DEFAULT 0;
ALTER TABLE courses ADD COLUMN reviews_count INTEGER NOT NULL DEFAULT 0;

UPDATE courses SET
  reviews_count = (SELECT COUNT(*) FROM course_reviews r
    WHERE r.course_id = courses.id AND r.status IN ('autopublished', 'approved')),
  reviews_rating = COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM course_reviews r
    WHERE r.course_id = courses.id AND r.status IN ('autopublished', 'approved')), 0);
