import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';

/** Sort orders of the public review list (spec 02: the client sends `most-recent` as `most_recent`). */
export const REVIEW_SORTS = ['most_recent', 'most_favorable', 'most_critical'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const DEFAULT_REVIEW_SORT: ReviewSort = 'most_recent';
export const DEFAULT_REVIEWS_PER_PAGE = 10;
export const MAX_REVIEWS_PER_PAGE = 50;

/** Moderation states; only the first two are ever shown publicly. */
export const PUBLIC_REVIEW_STATUSES = ['autopublished', 'approved'] as const;
export const REVIEW_STATUSES = [...PUBLIC_REVIEW_STATUSES, 'for_review', 'rejected'] as const;

const PUBLIC = `status IN (${PUBLIC_REVIEW_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** Newest first within equal ratings; the id breaks ties so pages never overlap. */
const ORDER_BY: Record<ReviewSort, string> = {
  most_recent: 'created_at DESC, id DESC',
  most_favorable: 'rating DESC, created_at DESC, id DESC',
  most_critical: 'rating ASC, created_at DESC, id DESC',
};

interface ReviewRow {
  id: string;
  course_id: string;
  reviewer_name: string;
  rating: number;
  title: string;
  comments: string;
  status: string;
  created_at: string;
  helpful_count: number;
}

const COLUMNS = 'id, course_id, reviewer_name, rating, title, comments, status, created_at, helpful_count';

/** A public review as the API answers it. */
export function reviewView(r: ReviewRow) {
  return {
    id: r.id,
    course_id: r.course_id,
    rating: r.rating,
    title: r.title,
    comments: r.comments,
    created_at: r.created_at,
    reviewer: { name: r.reviewer_name },
    helpful_count: r.helpful_count,
    /** True once a moderator approved it; auto-published reviews show without approval. */
    is_approved: r.status === 'approved',
  };
}
export type ReviewView = ReturnType<typeof reviewView>;

export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface CourseRatingSummary {
  /** Mean stars of the public reviews, one decimal; 0 without reviews. */
  value: number;
  /** The mean to the nearest half star, as the course's own `rating.value_rounded`. */
  value_rounded: number;
  count: number;
  distribution: RatingDistribution;
}

/**
 * The course's own rating (`courses.reviews_rating`, `reviews_count`: what the course header, the
 * search cards and the sorts read) worked out again from its public reviews, so it is always the
 * Reviews tab's `course_rating.value`: one rating per course, from one source. Every course's when
 * `courseId` is left out (after seeding). Call it whenever a review becomes public or stops being.
 */
export function refreshCourseRatings(db: Database.Database, courseId?: string): void {
  const mean = `SELECT ROUND(AVG(r.rating), 1) FROM course_reviews r WHERE r.course_id = courses.id AND r.${PUBLIC}`;
  const count = `SELECT COUNT(*) FROM course_reviews r WHERE r.course_id = courses.id AND r.${PUBLIC}`;
  const sql = `UPDATE courses SET reviews_count = (${count}), reviews_rating = COALESCE((${mean}), 0)`;
  if (courseId === undefined) prepared(db, sql).run();
  else prepared(db, `${sql} WHERE id = ?`).run(courseId);
}

/** The rating summary of a course's public reviews. */
export function courseRatingSummary(db: Database.Database, courseId: string): CourseRatingSummary {
  const rows = prepared(
    db,
    `SELECT rating, COUNT(*) AS n FROM course_reviews WHERE course_id = ? AND ${PUBLIC} GROUP BY rating`,
  ).all(courseId) as { rating: number; n: number }[];
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let stars = 0;
  for (const { rating, n } of rows) {
    distribution[String(rating) as keyof RatingDistribution] = n;
    count += n;
    stars += rating * n;
  }
  const mean = count ? stars / count : 0;
  return {
    value: Math.round(mean * 10) / 10,
    value_rounded: Math.round(mean * 2) / 2,
    count,
    distribution,
  };
}

export interface ReviewListOptions {
  sortBy: ReviewSort;
  /** From 1. */
  page: number;
  perPage: number;
}

/** One page of a course's public reviews, with the count and rating summary of them all. */
export function listCourseReviews(db: Database.Database, courseId: string, options: ReviewListOptions) {
  const { sortBy, page, perPage } = options;
  const rows = prepared(
    db,
    `SELECT ${COLUMNS} FROM course_reviews WHERE course_id = ? AND ${PUBLIC}
     ORDER BY ${ORDER_BY[sortBy]} LIMIT ? OFFSET ?`,
  ).all(courseId, perPage, (page - 1) * perPage) as ReviewRow[];
  const rating = courseRatingSummary(db, courseId);
  return {
    course_reviews: rows.map(reviewView),
    course_reviews_count: rating.count,
    page,
    per_page: perPage,
    has_more: page * perPage < rating.count,
    sort_by: sortBy,
    course_rating: rating,
  };
}

/** A public review by id; undefined for unknown, held (for_review) or rejected reviews. */
export function findPublicReview(db: Database.Database, id: string): ReviewView | undefined {
  const row = prepared(db, `SELECT ${COLUMNS} FROM course_reviews WHERE id = ? AND ${PUBLIC}`).get(id) as
    ReviewRow | undefined;
  return row && reviewView(row);
}
