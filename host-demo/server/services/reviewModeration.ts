import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { HttpError } from '../http/HttpError';
import {
  ALREADY_REVIEWED_MESSAGE,
  MODERATOR_PAGE_SIZE,
  REVIEW_BAN_MESSAGE,
} from '../../../src/domain/account/reviewModeration';
import { newId } from './tokens';
import { refreshCourseRatings, reviewView, type ReviewView } from './courseReviews';

export type ModerationScope = 'autopublished' | 'for_review' | 'approved' | 'rejected';

interface Row {
  id: string;
  course_id: string;
  user_id: string | null;
  reviewer_name: string;
  rating: number;
  title: string;
  comments: string;
  status: string;
  created_at: string;
  helpful_count: number;
  reports_count: number;
  moderated_at: string | null;
  course_name: string;
  course_slug: string;
  course_url: string;
  user_email: string | null;
  user_is_banned: number | null;
}

const SELECT = `SELECT r.*, c.name AS course_name, c.slug AS course_slug, c.hierarchized_url AS course_url,
  u.email AS user_email, u.is_banned AS user_is_banned
  FROM course_reviews r JOIN courses c ON c.id = r.course_id LEFT JOIN users u ON u.id = r.user_id`;

const courseOf = (r: Row) => ({
  id: r.course_id,
  name: r.course_name,
  slug: r.course_slug,
  hierarchized_url: r.course_url,
});

/** A golfer's own review: any state, with its course. */
export function ownReviewView(r: Row) {
  return { ...reviewView(r), status: r.status, course: courseOf(r) };
}

/** A review as a moderator sees it: state, reports, course and author (e-mail, ban). */
export function moderationView(r: Row) {
  return {
    ...ownReviewView(r),
    reports_count: r.reports_count,
    moderated_at: r.moderated_at,
    user: r.user_id ? { id: r.user_id, email: r.user_email, is_banned: r.user_is_banned === 1 } : null,
  };
}

function findRow(db: Database.Database, id: string): Row | undefined {
  return prepared(db, `${SELECT} WHERE r.id = ?`).get(id) as Row | undefined;
}

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface NewReview {
  course_id: string;
  rating: number;
  title: string;
  comments: string;
}

/**
 * A signed-in golfer writes a review: banned golfers get 403 with the spec's flag message.
 * New reviews wait for a moderator (`for_review`) and show once approved.
 */
export function createReview(db: Database.Database, userId: string, input: NewReview, now: Date) {
  const user = prepared(db, 'SELECT first_name, last_name, is_banned FROM users WHERE id = ?').get(userId) as
    { first_name: string | null; last_name: string | null; is_banned: number } | undefined;
  if (!user) throw new HttpError(401, 'Sign in required');
  if (user.is_banned) throw new HttpError(403, REVIEW_BAN_MESSAGE, { code: 'user_banned' });
  if (!prepared(db, 'SELECT 1 FROM courses WHERE id = ?').get(input.course_id))
    throw new HttpError(404, 'Course not found');
  const mine = prepared(db, 'SELECT id, status FROM course_reviews WHERE user_id = ? AND course_id = ?').get(
    userId,
    input.course_id,
  ) as { id: string; status: string } | undefined;
  if (mine)
    throw new HttpError(409, ALREADY_REVIEWED_MESSAGE, {
      code: 'already_reviewed',
      review_id: mine.id,
      status: mine.status,
    });
  const name = user.first_name
    ? `${user.first_name}${user.last_name ? ` ${user.last_name.slice(0, 1)}.` : ''}`
    : 'A golfer';
  const id = newId('rev');
  prepared(
    db,
    `INSERT INTO course_reviews (id, course_id, user_id, reviewer_name, rating, title, comments, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'for_review', ?)`,
  ).run(id, input.course_id, userId, name, input.rating, input.title.trim(), input.comments.trim(), iso(now));
  return ownReviewView(findRow(db, id)!);
}

/** The golfer's own reviews (of one course when `courseId` is given), newest first, any state. */
export function listOwnReviews(
  db: Database.Database,
  userId: string,
  page: number,
  perPage: number,
  courseId?: string,
) {
  const course = courseId === undefined ? '' : ' AND r.course_id = ?';
  const args = courseId === undefined ? [userId] : [userId, courseId];
  const rows = prepared(
    db,
    `${SELECT} WHERE r.user_id = ?${course} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
  ).all(...args, perPage, (page - 1) * perPage) as Row[];
  const { n } = prepared(db, `SELECT COUNT(*) AS n FROM course_reviews r WHERE r.user_id = ?${course}`).get(
    ...args,
  ) as {
    n: number;
  };
  return {
    course_reviews: rows.map(ownReviewView),
    course_reviews_count: n,
    page,
    per_page: perPage,
    has_more: page * perPage < n,
  };
}

export interface ModerationQuery {
  scope: ModerationScope;
  course_slug?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  user_id?: string | undefined;
  page: number;
}

/** One moderator tab, newest first, 20 a page, filtered by course, date range (inclusive) and author. */
export function listForModeration(db: Database.Database, q: ModerationQuery) {
  const where = ['r.status = @scope'];
  if (q.course_slug) where.push('c.slug = @course_slug');
  if (q.from) where.push('r.created_at >= @from');
  if (q.to) where.push("r.created_at < date(@to, '+1 day')");
  if (q.user_id) where.push('r.user_id = @user_id');
  const rows = prepared(
    db,
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
  ).all({
    scope: q.scope,
    course_slug: q.course_slug ?? null,
    from: q.from ?? null,
    to: q.to ?? null,
    user_id: q.user_id ?? null,
    limit: MODERATOR_PAGE_SIZE,
    offset: (q.page - 1) * MODERATOR_PAGE_SIZE,
  }) as Row[];
  return {
    course_reviews: rows.map(moderationView),
    scope: q.scope,
    page: q.page,
    per_page: MODERATOR_PAGE_SIZE,
  };
}

/** Approve (approved, public) or reject (rejected, hidden) a review. */
export function setReviewStatus(
  db: Database.Database,
  moderatorId: string,
  id: string,
  approved: boolean,
  now: Date,
) {
  const changed = prepared(
    db,
    'UPDATE course_reviews SET status = ?, moderated_by = ?, moderated_at = ? WHERE id = ?',
  ).run(approved ? 'approved' : 'rejected', moderatorId, iso(now), id);
  if (changed.changes === 0) throw new HttpError(404, 'Review not found');
  const row = findRow(db, id)!;
  refreshCourseRatings(db, row.course_id);
  return moderationView(row);
}

/** A public review by id, or 404 (helpful marks and reports are for public reviews only). */
function publicReview(db: Database.Database, id: string): Row {
  const row = findRow(db, id);
  if (!row || (row.status !== 'autopublished' && row.status !== 'approved'))
    throw new HttpError(404, 'Review not found');
  return row;
}

/** Marks a review helpful, once per golfer; not one's own. */
export function markHelpful(db: Database.Database, userId: string, id: string, now: Date) {
  const row = publicReview(db, id);
  if (row.user_id === userId) throw new HttpError(422, 'You cannot mark your own review as helpful.');
  const added = prepared(
    db,
    'INSERT OR IGNORE INTO course_review_helpful_marks (review_id, user_id, created_at) VALUES (?, ?, ?)',
  ).run(id, userId, iso(now));
  if (added.changes)
    prepared(db, 'UPDATE course_reviews SET helpful_count = helpful_count + 1 WHERE id = ?').run(id);
  const { helpful_count } = prepared(db, 'SELECT helpful_count FROM course_reviews WHERE id = ?').get(id) as {
    helpful_count: number;
  };
  return { course_review_id: id, helpful_count, is_helpful: true };
}

/**
 * Reports a review, once per golfer. An auto-published review that is reported goes back to the
 * moderators (for_review) and stops showing; an approved one stays, with its report count.
 */
export function reportReview(db: Database.Database, userId: string, id: string, reason: string, now: Date) {
  const row = publicReview(db, id);
  if (row.user_id === userId) throw new HttpError(422, 'You cannot report your own review.');
  const added = prepared(
    db,
    'INSERT OR IGNORE INTO course_review_reports (review_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)',
  ).run(id, userId, reason, iso(now));
  if (added.changes)
    prepared(
      db,
      `UPDATE course_reviews SET reports_count = reports_count + 1,
       status = CASE status WHEN 'autopublished' THEN 'for_review' ELSE status END WHERE id = ?`,
    ).run(id);
  if (added.changes) refreshCourseRatings(db, row.course_id);
  return { course_review_id: id, is_reported: true };
}

/** Courses with reviews, for the moderator's course filter. */
export function reviewedCourses(db: Database.Database) {
  return prepared(
    db,
    `SELECT c.id, c.name, c.slug, COUNT(r.id) AS reviews_count FROM courses c JOIN course_reviews r ON r.course_id = c.id
     GROUP BY c.id ORDER BY c.name, c.id`,
  ).all();
}

/** Golfers who wrote reviews, for the moderator's author filter (optionally matching `q`). */
export function reviewAuthors(db: Database.Database, q: string | undefined) {
  const like = `%${(q ?? '').replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return (
    prepared(
      db,
      `SELECT u.id, u.email, u.first_name, u.last_name, u.is_banned, COUNT(r.id) AS reviews_count FROM users u
       JOIN course_reviews r ON r.user_id = u.id
       WHERE u.email LIKE ? ESCAPE '\\' OR COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '') LIKE ? ESCAPE '\\'
       GROUP BY u.id ORDER BY u.email LIMIT 100`,
    ).all(like, like) as {
      id: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
      is_banned: number;
      reviews_count: number;
    }[]
  ).map((u) => ({
    id: u.id,
    email: u.email,
    name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email,
    is_banned: u.is_banned === 1,
    reviews_count: u.reviews_count,
  }));
}

/** Bans or unbans a golfer; moderators cannot ban themselves or another moderator. */
export function setBanned(
  db: Database.Database,
  moderatorId: string,
  userId: string,
  banned: boolean,
  now: Date,
) {
  const user = prepared(db, 'SELECT id, is_moderator FROM users WHERE id = ?').get(userId) as
    { id: string; is_moderator: number } | undefined;
  if (!user) throw new HttpError(404, 'User not found');
  if (banned && (user.id === moderatorId || user.is_moderator))
    throw new HttpError(422, 'Moderators cannot be banned. Ask an administrator instead.');
  prepared(db, 'UPDATE users SET is_banned = ?, banned_at = ?, banned_by = ? WHERE id = ?').run(
    banned ? 1 : 0,
    banned ? iso(now) : null,
    banned ? moderatorId : null,
    userId,
  );
  return { user: { id: userId, is_banned: banned } };
}

export type { ReviewView };
