import { coursePathParams } from '../../../src/domain/account/reviewModeration';
import { REVIEW_NEXT_PAGE_DELAY_MS } from '../../../src/domain/reviews/reviewList';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { ReviewCard } from '../../../src/ui/reviews/ReviewCard';
import { usePagedReviews } from './usePagedReviews';
import { useReviewStyles } from './useReviewStyles';

const STATE: Record<string, string> = {
  for_review: 'Waiting for a moderator',
  rejected: 'Not published',
};

/** The golfer's own reviews in every state, newest first; public ones open on their course. */
export function MyReviews({ navigate, leave }: ScreenProps) {
  const { api } = useWidget();
  const s = useReviewStyles();
  const list = usePagedReviews(
    (page, signal) =>
      api
        .get('v6/course_reviews', { signal, params: { page } })
        .then((a) => ({ reviews: a.courseReviews, hasMore: 'hasMore' in a && a.hasMore })),
    [api],
    REVIEW_NEXT_PAGE_DELAY_MS,
  );
  if (!list.ready)
    return list.first.error ? (
      <ErrorNotice
        message={`We could not load your reviews. ${list.first.error.message}`}
        onRetry={list.first.reload}
      />
    ) : (
      <Skeleton rows={3} label="Loading your reviews" />
    );
  if (list.reviews.length === 0)
    return (
      <p className={s.screen}>
        You have not written any reviews yet. Open a course you played and choose Write a review.{' '}
        <button type="button" className="tt-link" onClick={() => leave('/')}>
          Find a course
        </button>
      </p>
    );
  return (
    <div className={s.screen}>
      <ul className="tt-reviews" aria-label="My reviews">
        {list.reviews.map((r) => {
          const at = coursePathParams(r.course?.hierarchizedUrl);
          return (
            <ReviewCard key={r.id} review={r}>
              <p>
                <strong>{STATE[r.status ?? ''] ?? 'Published'}</strong>
              </p>
              {at && !STATE[r.status ?? ''] && (
                <button
                  type="button"
                  className="tt-link"
                  onClick={() => navigate('review', { ...at, reviewId: r.id })}
                >
                  See it on {r.course?.name}
                </button>
              )}
            </ReviewCard>
          );
        })}
      </ul>
      {list.moreError && <p role="alert">{list.moreError}</p>}
      {list.hasMore && (
        <button type="button" className="tt-button" aria-disabled={list.loadingMore} onClick={list.more}>
          {list.loadingMore ? 'Loading more reviews…' : 'More reviews'}
        </button>
      )}
    </div>
  );
}
