import { useEffect, useRef, useState } from 'react';
import { appendReviews } from '../../../src/domain/reviews/reviewList';
import { useRequest } from '../../../src/ui/useRequest';
import type { Review } from '../../../src/ui/reviews/reviewTypes';

export interface ReviewPage {
  reviews: Review[];
  hasMore: boolean;
}

/**
 * Page 1 of a review list (again whenever `deps` change), then "more": the next page is appended
 * after `delayMs` (1500 ms for a course's list, spec 02 §4). Approved, rejected or edited reviews
 * change in place; what is shown stays on a failed request.
 */
export function usePagedReviews(
  fetchPage: (page: number, signal: AbortSignal) => Promise<ReviewPage>,
  deps: readonly unknown[],
  delayMs = 0,
) {
  const first = useRequest((signal) => fetchPage(1, signal), deps);
  const [list, setList] = useState<{ from?: ReviewPage; reviews: Review[]; page: number; hasMore: boolean }>({
    reviews: [],
    page: 0,
    hasMore: false,
  });
  // "More" belongs to the first page it was asked on: a new first page drops it (no effect, so a
  // click right after a new first page is not undone).
  const [loading, setLoading] = useState<ReviewPage | null>(null);
  const [failed, setFailed] = useState<{ on?: ReviewPage; text: string }>({ text: '' });
  const pending = useRef<AbortController | null>(null);
  const current = useRef<ReviewPage | undefined>(undefined);
  useEffect(() => () => pending.current?.abort(), []);
  const data = first.data;
  current.current = data;
  // A new first page resets the list (a new sort, tab or filter, or a review just written).
  const shown =
    data && list.from !== data ? { from: data, reviews: data.reviews, page: 1, hasMore: data.hasMore } : list;
  const loadingMore = !!data && loading === data;

  const more = () => {
    if (loadingMore || !shown.hasMore || !data) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const page = shown.page + 1;
    const on = data;
    setLoading(on);
    setFailed({ text: '' });
    Promise.all([fetchPage(page, controller.signal), new Promise((r) => setTimeout(r, delayMs))]).then(
      ([next]) => {
        if (controller.signal.aborted || current.current !== on) return;
        setList((l) => {
          const base = l.from === on ? l : shown;
          return {
            ...base,
            reviews: appendReviews(base.reviews, page, next.reviews),
            page,
            hasMore: next.hasMore,
          };
        });
        setLoading(null);
      },
      (e: Error) => {
        if (controller.signal.aborted || current.current !== on) return;
        setFailed({ on, text: `We could not load more reviews. ${e.message}` });
        setLoading(null);
      },
    );
  };
  const change = (update: (reviews: Review[]) => Review[]) =>
    setList((l) => {
      const base = l.from === shown.from ? l : shown;
      return { ...base, reviews: update(base.reviews) };
    });
  return {
    first,
    reviews: shown.reviews,
    ready: !!data,
    hasMore: shown.hasMore,
    more,
    loadingMore,
    moreError: failed.on === data ? failed.text : '',
    change,
  };
}
