/**
 * Writing and moderating course reviews (spec 02 §3, §4, §5, §6, §8, §9): who may write and who
 * may moderate, the moderator's tabs and filters, its pages of 20, and the review form's bounds.
 * Pure: no DOM, no I/O. Reading a course's list (sorts, the 1500 ms next page) is in
 * src/domain/reviews/reviewList.ts.
 */

/** Moderation states in tab order; the default moderator tab is auto-published. */
export const MODERATION_STATUSES = ['autopublished', 'for_review', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const DEFAULT_MODERATION_STATUS: ModerationStatus = 'autopublished';

export const MODERATION_STATUS_LABELS: Readonly<Record<ModerationStatus, string>> = {
  autopublished: 'Auto-published',
  for_review: 'For review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Moderator page size (spec 02 §9). */
export const MODERATOR_PAGE_SIZE = 20;

/** The spec's flag message, shown to a banned golfer under the title 'Error' (spec 02 §5, §8). */
export const REVIEW_BAN_TITLE = 'Error';
export const REVIEW_BAN_MESSAGE =
  'You have been flagged by our site moderators. Please contact support for further assistance';

/**
 * After a review is sent (`written=1` on the course's reviews path): it is not public until a
 * moderator has read it. The account's course reviews and the site's Reviews tab say so.
 */
export const REVIEW_THANKS = 'Thanks for your review! It will show here once a moderator has read it.';

/** One review per golfer and course: a second one is refused (409 already_reviewed) with this. */
export const ALREADY_REVIEWED_MESSAGE =
  'You have already reviewed this course. You can read your review in My reviews.';

/** Bounds of the review form (the spec shows none; these keep reviews readable). */
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_COMMENTS_MIN = 10;
export const REVIEW_COMMENTS_MAX = 2000;

export interface ReviewerFlags {
  isModerator?: boolean | undefined;
  isBanned?: boolean | undefined;
}

/** A status from a URL or a tab; anything unknown is the default tab. */
export function moderationStatus(value: string | null | undefined): ModerationStatus {
  return (MODERATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ModerationStatus)
    : DEFAULT_MODERATION_STATUS;
}

/** Moderation needs the brand's moderator feature and a moderator; everyone else gets not-found. */
export function mayModerate(moderatorFeature: boolean, user: ReviewerFlags | null | undefined): boolean {
  return moderatorFeature && user?.isModerator === true;
}

/** Only signed-in golfers who are not banned may open the new-review page. */
export function mayWriteReview(user: ReviewerFlags | null | undefined): boolean {
  return !!user && user.isBanned !== true;
}

/** A moderator list has more pages only when the last page came back full (20 reviews). */
export function moderationHasMore(lastPageLength: number): boolean {
  return lastPageLength >= MODERATOR_PAGE_SIZE;
}

export interface ModerationFilters {
  courseSlug?: string | undefined;
  /** YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  userId?: string | undefined;
}

/** Query of GET v6/course_reviews for a moderator tab: empty filters are left out. */
export function moderationQuery(
  status: ModerationStatus,
  filters: ModerationFilters,
  page: number,
): Record<string, string | number> {
  const out: Record<string, string | number> = { scope: status, page, perPage: MODERATOR_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters))
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  return out;
}

/** A date range the wrong way round is a mistake the moderator can fix; say so. */
export function dateRangeError(from?: string, to?: string): string | null {
  return from && to && from > to ? 'The start date must be on or before the end date.' : null;
}

export interface ReviewDraft {
  rating: number;
  title: string;
  comments: string;
}

/** Plain-words problems of a review draft, per field; empty when it can be sent. */
export function reviewDraftErrors(draft: ReviewDraft): Partial<Record<keyof ReviewDraft, string>> {
  const out: Partial<Record<keyof ReviewDraft, string>> = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5)
    out.rating = 'Choose a rating from 1 to 5 stars.';
  const title = draft.title.trim();
  if (!title) out.title = 'Give your review a title.';
  else if (title.length > REVIEW_TITLE_MAX) out.title = `Keep the title to ${REVIEW_TITLE_MAX} characters.`;
  const comments = draft.comments.trim();
  if (comments.length < REVIEW_COMMENTS_MIN)
    out.comments = `Tell other golfers a little more (at least ${REVIEW_COMMENTS_MIN} characters).`;
  else if (comments.length > REVIEW_COMMENTS_MAX)
    out.comments = `Keep your comments to ${REVIEW_COMMENTS_MAX} characters.`;
  return out;
}

/** Approve or reject: the review leaves the moderator's current list. */
export function withoutReview<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((r) => r.id !== id);
}

/** Course page path params from a course's hierarchized URL (`/explore/us/tx/austin/1303`). */
export function coursePathParams(
  hierarchizedUrl: string | null | undefined,
): { country: string; state: string; city: string; courseId: string } | null {
  const m = /^\/explore\/([^/]+)\/([^/]+)\/([^/]+)\/([^/?#]+)\/?$/.exec(hierarchizedUrl ?? '');
  return m ? { country: m[1]!, state: m[2]!, city: m[3]!, courseId: m[4]! } : null;
}
