import { describe, expect, it } from 'vitest';
import {
  coursePathParams,
  dateRangeError,
  DEFAULT_MODERATION_STATUS,
  mayModerate,
  mayWriteReview,
  MODERATION_STATUSES,
  moderationHasMore,
  moderationQuery,
  moderationStatus,
  MODERATOR_PAGE_SIZE,
  REVIEW_BAN_MESSAGE,
  REVIEW_BAN_TITLE,
  reviewDraftErrors,
  withoutReview,
} from './reviewModeration';

describe('review moderation rules', () => {
  it('has the four tabs with auto-published first and by default', () => {
    expect(MODERATION_STATUSES).toEqual(['autopublished', 'for_review', 'approved', 'rejected']);
    expect(DEFAULT_MODERATION_STATUS).toBe('autopublished');
    expect(moderationStatus('rejected')).toBe('rejected');
    expect(moderationStatus('for-review')).toBe('autopublished');
    expect(moderationStatus(undefined)).toBe('autopublished');
  });

  it('lets only moderators on a brand with the moderator feature moderate', () => {
    expect(mayModerate(true, { isModerator: true })).toBe(true);
    expect(mayModerate(false, { isModerator: true })).toBe(false);
    expect(mayModerate(true, { isModerator: false })).toBe(false);
    expect(mayModerate(true, null)).toBe(false);
  });

  it('keeps banned golfers and anonymous visitors off the new-review page, with the flag message', () => {
    expect(mayWriteReview({ isBanned: false })).toBe(true);
    expect(mayWriteReview({})).toBe(true);
    expect(mayWriteReview({ isBanned: true })).toBe(false);
    expect(mayWriteReview(null)).toBe(false);
    expect(REVIEW_BAN_TITLE).toBe('Error');
    expect(REVIEW_BAN_MESSAGE).toBe(
      'You have been flagged by our site moderators. Please contact support for further assistance',
    );
  });

  it('pages moderator lists by 20 and offers more only after a full page', () => {
    expect(MODERATOR_PAGE_SIZE).toBe(20);
    expect(moderationHasMore(20)).toBe(true);
    expect(moderationHasMore(19)).toBe(false);
    expect(moderationHasMore(0)).toBe(false);
  });

  it('sends the tab, page and only the filters that are set', () => {
    expect(
      moderationQuery('for_review', { courseSlug: ' elk-falls ', from: '', to: '2026-06-01' }, 2),
    ).toEqual({
      scope: 'for_review',
      page: 2,
      perPage: 20,
      courseSlug: 'elk-falls',
      to: '2026-06-01',
    });
    expect(dateRangeError('2026-06-02', '2026-06-01')).toMatch(/start date/);
    expect(dateRangeError('2026-06-01', '2026-06-01')).toBeNull();
    expect(dateRangeError('', '2026-06-01')).toBeNull();
  });

  it('checks a review draft in plain words', () => {
    expect(reviewDraftErrors({ rating: 4, title: 'Good', comments: 'Fast greens all day.' })).toEqual({});
    expect(reviewDraftErrors({ rating: 0, title: ' ', comments: 'short' })).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      title: 'Give your review a title.',
      comments: 'Tell other golfers a little more (at least 10 characters).',
    });
    expect(reviewDraftErrors({ rating: 5, title: 'x'.repeat(81), comments: 'y'.repeat(2001) })).toEqual({
      title: 'Keep the title to 80 characters.',
      comments: 'Keep your comments to 2000 characters.',
    });
  });

  it('removes an approved or rejected review from the list, and reads a course page path', () => {
    expect(withoutReview([{ id: 'a' }, { id: 'b' }], 'a')).toEqual([{ id: 'b' }]);
    expect(coursePathParams('/explore/us/tx/austin/1303')).toEqual({
      country: 'us',
      state: 'tx',
      city: 'austin',
      courseId: '1303',
    });
    expect(coursePathParams('/courses/1303')).toBeNull();
    expect(coursePathParams(undefined)).toBeNull();
  });
});
