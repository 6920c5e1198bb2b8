-- One rating per course (issue 31): the course's rating is its public reviews' mean (one
-- decimal), the same number the Reviews tab shows, with how many reviews it comes from; a course
-- without public reviews has none (reviews_count 0). Kept by services/courseReviews.ts
-- refreshCourseRatings whenever the public reviews change (seeding, moderation, reports).

ALTER TABLE courses ADD COLUMN reviews_count INTEGER NOT NULL DEFAULT 0;

UPDATE courses SET
  reviews_count = (SELECT COUNT(*) FROM course_reviews r
    WHERE r.course_id = courses.id AND r.status IN ('autopublished', 'approved')),
  rating_value = COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM course_reviews r
    WHERE r.course_id = courses.id AND r.status IN ('autopublished', 'approved')), 0);
