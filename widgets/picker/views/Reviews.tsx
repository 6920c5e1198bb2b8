import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../src/domain/format';
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
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePickerStyles } from '../styles';

interface Review {
  id: string;
  rating: number;
  title: string;
  comments: string;
  createdAt: string;
  reviewer: { name: string };
  helpfulCount: number;
}

interface ReviewPage {
  courseReviews: Review[];
  courseReviewsCount: number;
  hasMore: boolean;
  courseRating: { value: number; count: number };
}

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'done';
      reviews: Review[];
      page: number;
      summary: ReviewPage;
      /** A next page is on its way. */
      loadingMore: boolean;
      /** Why the last "More reviews" failed ('' if it did not). */
      moreError: string;
    };

/**
 * The Reviews tab (read only): the course's rating, its public reviews sorted most recent first
 * (or most favorable, most critical), ten at a time; "More reviews" appends the next page after
 * 1500 ms. Review text is rendered as text.
 */
export function Reviews({ courseId, locale }: { courseId: string; locale?: string }) {
  const { api } = useWidget();
  const s = usePickerStyles();
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pending = useRef<AbortController | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef(-1);

  const fetchPage = (page: number, signal: AbortSignal) =>
    api.get<ReviewPage>(`v6/course_reviews/at/${encodeURIComponent(courseId)}`, {
      signal,
      params: reviewListParams(sort, page),
    });

  useEffect(() => {
    const controller = new AbortController();
    pending.current?.abort();
    pending.current = controller;
    setState({ status: 'loading' });
    fetchPage(1, controller.signal).then(
      (summary) =>
        controller.signal.aborted ||
        setState({
          status: 'done',
          reviews: summary.courseReviews,
          page: 1,
          summary,
          loadingMore: false,
          moreError: '',
        }),
      (e: Error) => controller.signal.aborted || setState({ status: 'error', message: e.message }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, courseId, sort, attempt]);

  const more = () => {
    if (state.status !== 'done' || state.loadingMore) return;
    const controller = new AbortController();
    pending.current = controller;
    const page = state.page + 1;
    firstNew.current = state.reviews.length;
    setState({ ...state, loadingMore: true, moreError: '' });
    const delay = new Promise((r) => setTimeout(r, REVIEW_NEXT_PAGE_DELAY_MS));
    Promise.all([fetchPage(page, controller.signal), delay]).then(
      ([next]) =>
        controller.signal.aborted ||
        setState((st) =>
          st.status === 'done'
            ? {
                ...st,
                reviews: appendReviews(st.reviews, page, next.courseReviews),
                page,
                summary: next,
                loadingMore: false,
              }
            : st,
        ),
      (e: Error) =>
        controller.signal.aborted ||
        setState((st) =>
          st.status === 'done'
            ? { ...st, loadingMore: false, moreError: `We could not load more reviews. ${e.message}` }
            : st,
        ),
    );
  };
  useEffect(() => () => pending.current?.abort(), []);
  // After "More reviews", focus moves to the first review that arrived (the button may be gone).
  const page = state.status === 'done' ? state.page : 0;
  useEffect(() => {
    if (page < 2 || firstNew.current < 0) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[firstNew.current]?.focus();
    firstNew.current = -1;
  }, [page]);

  if (state.status === 'error')
    return (
      <ErrorNotice
        message={`We could not load the reviews. ${state.message}`}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (state.status === 'loading') return <Skeleton rows={3} label="Loading reviews" />;
  const { summary, reviews } = state;
  if (summary.courseReviewsCount === 0) return <p>No reviews yet for this course.</p>;
  return (
    <div className={s.stack}>
      <div className={s.row}>
        <p>
          <strong>{summary.courseRating.value.toFixed(1)}</strong> out of 5 from{' '}
          {summary.courseReviewsCount === 1 ? '1 review' : `${summary.courseReviewsCount} reviews`}
        </p>
        <label>
          Sort reviews{' '}
          <select value={sort} onInput={(e) => setSort(reviewSort(e.currentTarget.value))}>
            {REVIEW_SORTS.map((v) => (
              <option key={v} value={v}>
                {REVIEW_SORT_LABELS[v]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className={s.list} aria-label="Reviews" ref={list}>
        {reviews.map((r) => (
          <li key={r.id} className={s.review} tabIndex={-1}>
            <h3>{r.title}</h3>
            <p>
              <span aria-hidden="true">{stars(r.rating)}</span>
              <span className="tt-visually-hidden">Rated {r.rating} out of 5</span>
              <span className={s.muted}>
                {' '}
                {r.reviewer.name},{' '}
                {formatDate(r.createdAt.slice(0, 10), locale, { year: 'numeric', weekday: undefined })}
              </span>
            </p>
            <p>{r.comments}</p>
            {r.helpfulCount > 0 && (
              <p className={s.muted}>
                {r.helpfulCount === 1 ? '1 golfer' : `${r.helpfulCount} golfers`} found this helpful
              </p>
            )}
          </li>
        ))}
      </ul>
      {state.moreError && <p role="alert">{state.moreError}</p>}
      {state.summary.hasMore && (
        <button type="button" className="tt-button" aria-disabled={state.loadingMore} onClick={more}>
          {state.loadingMore ? 'Loading more reviews…' : 'More reviews'}
        </button>
      )}
      <p className="tt-visually-hidden" role="status">
        {state.loadingMore
          ? 'Loading more reviews'
          : `${reviews.length} of ${summary.courseReviewsCount} reviews shown`}
      </p>
    </div>
  );
}
