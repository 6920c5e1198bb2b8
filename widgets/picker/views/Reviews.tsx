import { useEffect, useRef, useState } from 'react';
import { siteHref } from '../../../src/core/siteUrl';
import {
  appendReviews,
  DEFAULT_REVIEW_SORT,
  REVIEW_NEXT_PAGE_DELAY_MS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  reviewListParams,
  reviewSort,
  type ReviewSort,
} from '../../../src/domain/reviews/reviewList';
import { ReviewActions } from '../../../src/ui/reviews/ReviewActions';
import { ReviewCard } from '../../../src/ui/reviews/ReviewCard';
import type { Review } from '../../../src/ui/reviews/reviewTypes';
import { SignInDialog } from '../../../src/ui/SignInDialog';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePickerStyles } from '../styles';
import { LoadError } from './NotFound';

interface ReviewPage {
  courseReviews: Review[];
  courseReviewsCount: number;
  hasMore: boolean;
  courseRating: { value: number; count: number };
  course?: { hierarchizedUrl: string };
}

/** Pages appended by "More reviews" to one first page (dropped when the first page changes). */
interface Appended {
  first: ReviewPage;
  reviews: Review[];
  page: number;
  hasMore: boolean;
}

/**
 * The Reviews tab: the course's rating, its public reviews sorted most recent first (or most
 * favorable, most critical), ten at a time; "More reviews" appends the next page after 1500 ms
 * and moves focus to the first new review. Each review is the account's card with its Helpful and
 * Report buttons (src/ui/reviews); a golfer not signed in gets the sign-in dialog. Review text is
 * rendered as text.
 */
export function Reviews({ courseId }: { courseId: string; locale?: string }) {
  const { api, siteUrl } = useWidget();
  const s = usePickerStyles();
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const fetchPage = (page: number, signal: AbortSignal) =>
    api.get(`v6/course_reviews/at/${encodeURIComponent(courseId)}`, {
      signal,
      params: reviewListParams(sort, page),
    });
  const first = useRequest((signal) => fetchPage(1, signal), [api, courseId, sort]);
  const [appended, setAppended] = useState<Appended | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState('');
  // Helpful counts the golfer changed, by review id (the pages keep the counts they came with).
  const [helpful, setHelpful] = useState<Record<string, number>>({});
  const [signIn, setSignIn] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef(-1);
  useEffect(() => () => pending.current?.abort(), []);

  const data = first.data;
  const shown =
    appended && appended.first === data
      ? appended
      : data && { first: data, reviews: data.courseReviews, page: 1, hasMore: data.hasMore };

  const more = () => {
    if (!shown || loadingMore) return;
    const controller = new AbortController();
    pending.current = controller;
    const page = shown.page + 1;
    firstNew.current = shown.reviews.length;
    setLoadingMore(true);
    setMoreError('');
    const delay = new Promise((r) => setTimeout(r, REVIEW_NEXT_PAGE_DELAY_MS));
    Promise.all([fetchPage(page, controller.signal), delay]).then(
      ([next]) => {
        if (controller.signal.aborted) return;
        setAppended({
          first: shown.first,
          reviews: appendReviews(shown.reviews, page, next.courseReviews),
          page,
          hasMore: next.hasMore,
        });
        setLoadingMore(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setMoreError('We could not load more reviews. Check your connection, then try again.');
        setLoadingMore(false);
      },
    );
  };
  const changeSort = (value: string) => {
    pending.current?.abort();
    setLoadingMore(false);
    setMoreError('');
    setSort(reviewSort(value));
  };

  // After "More reviews", focus moves to the first review that arrived (the button may be gone).
  const page = shown?.page ?? 0;
  useEffect(() => {
    if (page < 2 || firstNew.current < 0) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[firstNew.current]?.focus();
    firstNew.current = -1;
  }, [page]);

  const failed = first.status === 'error' && <LoadError request={first} what="the reviews" inStep />;
  if (!shown) return failed || <Skeleton rows={3} label="Loading reviews" />;
  const summary = shown.first;
  // The course's review pages on the marketplace (views of <teetime-account>).
  const coursePage = (rest: string) => siteHref(siteUrl, `${summary.course?.hierarchizedUrl ?? ''}${rest}`);
  const links = summary.course && (
    <p>
      <a className="tt-link" href={coursePage('/review/new')}>
        Write a review
      </a>
      {summary.courseReviewsCount > 0 && (
        <>
          {' · '}
          <a className="tt-link" href={coursePage('/reviews')}>
            See all reviews
          </a>
        </>
      )}
    </p>
  );
  if (summary.courseReviewsCount === 0)
    return (
      <>
        <p>No reviews yet for this course.</p>
        {links}
      </>
    );
  return (
    <div className={s.stack}>
      {links}
      <div className={s.row}>
        <p>
          <strong>{summary.courseRating.value.toFixed(1)}</strong> out of 5 from{' '}
          {summary.courseReviewsCount === 1 ? '1 review' : `${summary.courseReviewsCount} reviews`}
        </p>
        <label>
          Sort reviews{' '}
          <select value={sort} onInput={(e) => changeSort(e.currentTarget.value)}>
            {REVIEW_SORTS.map((v) => (
              <option key={v} value={v}>
                {REVIEW_SORT_LABELS[v]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed}
      {first.status === 'loading' ? (
        // A new sort: the list is replaced, the sort menu keeps focus.
        <Skeleton rows={3} label="Loading reviews" />
      ) : (
        <ul className={s.list} aria-label="Reviews" ref={list}>
          {shown.reviews.map((r) => (
            <ReviewCard
              key={r.id}
              className={s.review}
              review={{ ...r, helpfulCount: helpful[r.id] ?? r.helpfulCount }}
            >
              <ReviewActions
                review={r}
                onSignIn={() => setSignIn(true)}
                onHelpful={(n) => setHelpful((h) => ({ ...h, [r.id]: n }))}
              />
            </ReviewCard>
          ))}
        </ul>
      )}
      {moreError && <p role="alert">{moreError}</p>}
      {shown.hasMore && first.status !== 'loading' && (
        <button type="button" className="tt-button" aria-disabled={loadingMore} onClick={more}>
          {loadingMore ? 'Loading more reviews…' : 'More reviews'}
        </button>
      )}
      <SignInDialog
        open={signIn}
        onClose={() => setSignIn(false)}
        reason="Sign in to mark a review helpful or report it."
      />
      <p className="tt-visually-hidden" role="status">
        {loadingMore
          ? 'Loading more reviews'
          : `${shown.reviews.length} of ${summary.courseReviewsCount} reviews shown`}
      </p>
    </div>
  );
}
