import { useId, useState } from 'react';
import type { AccountParams } from '../../../src/domain/account/accountRoutes';
import {
  DEFAULT_REVIEW_SORT,
  REVIEW_NEXT_PAGE_DELAY_MS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  reviewListParams,
  reviewSort,
} from '../../../src/domain/reviews/reviewList';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { Navigate } from '../types';
import { ReviewActions } from '../../../src/ui/reviews/ReviewActions';
import { ReviewCard } from '../../../src/ui/reviews/ReviewCard';
import { signInHere } from './signInHere';
import { usePagedReviews } from './usePagedReviews';

interface ReviewListProps {
  courseId: string;
  here: { view: string; params: AccountParams };
  navigate: Navigate;
  locale?: string | undefined;
  /** A review shown above the list (the single-review page) is not listed again. */
  except?: string;
}

/**
 * A course's public reviews: most recent first (or most favorable, most critical, sent with
 * underscores), "More reviews" appends the next page after 1500 ms; helpful and report on each.
 */
export function ReviewList({ courseId, here, navigate, except }: ReviewListProps) {
  const { api } = useWidget();
  const id = useId();
  const [sort, setSort] = useState(DEFAULT_REVIEW_SORT);
  const list = usePagedReviews(
    (page, signal) =>
      api
        .get(`v6/course_reviews/at/${encodeURIComponent(courseId)}`, {
          signal,
          params: reviewListParams(sort, page),
        })
        .then((a) => ({ reviews: a.courseReviews, hasMore: a.hasMore })),
    [api, courseId, sort],
    REVIEW_NEXT_PAGE_DELAY_MS,
  );
  const shown = list.reviews.filter((r) => r.id !== except);
  return (
    <>
      {!(list.ready && shown.length === 0) && (
        // Nothing to sort on an empty list: the empty state stands alone.
        <div className="tt-field tt-sort">
          <label htmlFor={`${id}-sort`}>Sort reviews</label>
          <select id={`${id}-sort`} value={sort} onInput={(e) => setSort(reviewSort(e.currentTarget.value))}>
            {REVIEW_SORTS.map((v) => (
              <option key={v} value={v}>
                {REVIEW_SORT_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
      )}
      {list.first.error && (
        <ErrorNotice
          message={`We could not load the reviews. ${list.first.error.message}`}
          onRetry={list.first.reload}
        />
      )}
      {!list.ready || list.first.status === 'loading' ? (
        !list.first.error && <Skeleton rows={3} label="Loading reviews" />
      ) : shown.length === 0 ? (
        <p>No {except ? 'other ' : ''}reviews yet for this course.</p>
      ) : (
        <ul className="tt-reviews" aria-label="Reviews">
          {shown.map((r) => (
            <ReviewCard key={r.id} review={r}>
              <ReviewActions
                review={r}
                onSignIn={signInHere(here, navigate)}
                onHelpful={(n) =>
                  list.change((all) => all.map((x) => (x.id === r.id ? { ...x, helpfulCount: n } : x)))
                }
              />
            </ReviewCard>
          ))}
        </ul>
      )}
      {list.moreError && <p role="alert">{list.moreError}</p>}
      {list.hasMore && list.first.status !== 'loading' && (
        <button type="button" className="tt-button" aria-disabled={list.loadingMore} onClick={list.more}>
          {list.loadingMore ? 'Loading more reviews…' : 'More reviews'}
        </button>
      )}
    </>
  );
}
