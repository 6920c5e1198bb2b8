import type Database from 'better-sqlite3';

/** The least rating of a course Foreplay has reviewed in the demo data. */
export const FOREPLAY_MIN_RATING = 4.2;
/** The fewest bookings of a course Foreplay has reviewed in the demo data. */
export const FOREPLAY_MIN_BOOKINGS = 1000;

/**
 * Foreplay reviews for a plausible subset of courses (spec 01 §3 hasForeplayReviewsImageUrl):
 * well-rated, often-booked courses that sell tee times get the path of their Foreplay reviews
 * image. Deterministic (no random draw), so it leaves the rest of the seed unchanged and can run
 * again on a database seeded before migration 011. Returns how many courses it marked.
 */
export function seedForeplayReviews(db: Database.Database): number {
  return db
    .prepare(
      `UPDATE courses SET foreplay_reviews_image_path = '/media/foreplay/' || id || '.svg'
        WHERE foreplay_reviews_image_path IS NULL AND sells_tee_times = 1
          AND rating_value >= ? AND booking_count >= ?`,
    )
    .run(FOREPLAY_MIN_RATING, FOREPLAY_MIN_BOOKINGS).changes;
}
