-- Foreplay reviews (spec 01 §3 Course.hasForeplayReviewsImageUrl, §3 search value
-- foreplayReviewedOnly): courses reviewed by Foreplay carry the path of their Foreplay reviews
-- image (served by /media, made absolute per request); NULL means not reviewed. Demo rows come
-- from seed/foreplayReviews.ts.

ALTER TABLE courses ADD COLUMN foreplay_reviews_image_path TEXT;
