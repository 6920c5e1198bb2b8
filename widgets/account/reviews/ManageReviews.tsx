import { useAtom } from 'jotai';
import { useState } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import {
  dateRangeError,
  MODERATION_STATUS_LABELS,
  MODERATION_STATUSES,
  mayModerate,
  moderationHasMore,
  moderationQuery,
  moderationStatus,
  withoutReview,
} from '../../../src/domain/account/reviewModeration';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { useFocusWhen } from '../useFocusWhen';
import { NotFound } from '../views/NotFound';
import { Tabs } from '../views/Tabs';
import { ModerationFilters } from './ModerationFilters';
import { moderationFiltersAtom } from './reviewState';
import { ReviewCard } from '../../../src/ui/reviews/ReviewCard';
import type { Review } from '../../../src/ui/reviews/reviewTypes';
import { usePagedReviews } from './usePagedReviews';
import { useReviewStyles } from './useReviewStyles';

/**
 * Moderator reviews (spec 02 §6): four tabs (auto-published by default), filters, approve or
 * reject (the review leaves the list), ban or unban its author. Not a moderator, or the brand
 * has no moderator feature: not-found.
 */
export function ManageReviews(props: ScreenProps) {
  const { brand } = useWidget();
  const user = useSession().user;
  return mayModerate(isFeatureOn(brand, 'moderator'), user) ? (
    <Moderation {...props} />
  ) : (
    <NotFound navigate={props.navigate} />
  );
}

function Moderation({ params, navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useReviewStyles();
  const status = moderationStatus(params.status);
  const [filters, setFilters] = useAtom(moderationFiltersAtom);
  const [said, setSaid] = useState({ text: '', n: 0 });
  const saidRef = useFocusWhen<HTMLParagraphElement>(said.n);
  const sent = dateRangeError(filters.from, filters.to) ? { ...filters, from: '', to: '' } : filters;
  const list = usePagedReviews(
    (page, signal) =>
      api
        .get('v6/course_reviews', {
          signal,
          params: moderationQuery(status, sent, page),
        })
        .then((a) => ({ reviews: a.courseReviews, hasMore: moderationHasMore(a.courseReviews.length) })),
    [api, status, JSON.stringify(sent)],
  );
  const act = async (
    what: string,
    run: () => Promise<unknown>,
    done: string,
    after: (all: Review[]) => Review[],
  ) => {
    try {
      await run();
      list.change(after);
      setSaid((x) => ({ text: done, n: x.n + 1 }));
    } catch (e) {
      setSaid((x) => ({ text: `Could not ${what}. ${(e as Error).message}`, n: x.n + 1 }));
    }
  };
  const decide = (r: Review, approve: boolean) =>
    act(
      approve ? 'approve the review' : 'reject the review',
      () => api.patch(`v6/course_reviews/${encodeURIComponent(r.id)}`, { isApproved: approve }),
      `“${r.title}” was ${approve ? 'approved' : 'rejected'}.`,
      (all) => withoutReview(all, r.id),
    );
  const ban = (u: NonNullable<Review['user']>, banned: boolean) =>
    act(
      banned ? 'ban the golfer' : 'lift the ban',
      () => api.post(`v6/users/${encodeURIComponent(u.id)}/${banned ? 'ban' : 'unban'}`),
      `${u.email} is ${banned ? 'banned from writing reviews' : 'no longer banned'}.`,
      (all) => all.map((x) => (x.user?.id === u.id ? { ...x, user: { ...u, isBanned: banned } } : x)),
    );
  return (
    <div className={s.screen}>
      <Tabs
        label="Reviews by status"
        className={s.tabs}
        names={MODERATION_STATUSES.map((t) => MODERATION_STATUS_LABELS[t])}
        current={MODERATION_STATUSES.indexOf(status)}
        onChoose={(i) => navigate('manage-reviews', { status: MODERATION_STATUSES[i]! })}
      >
        <ModerationFilters value={filters} onFilters={setFilters} />
        <p ref={saidRef} tabIndex={-1} role="status">
          {said.text}
        </p>
        {list.first.error && (
          <ErrorNotice
            message={`We could not load the reviews. ${list.first.error.message}`}
            onRetry={list.first.reload}
          />
        )}
        {!list.ready || list.first.status === 'loading' ? (
          !list.first.error && <Skeleton rows={3} label="Loading reviews" />
        ) : list.reviews.length === 0 ? (
          <p>No {MODERATION_STATUS_LABELS[status].toLowerCase()} reviews match.</p>
        ) : (
          <ul className="tt-reviews" aria-label={`${MODERATION_STATUS_LABELS[status]} reviews`}>
            {list.reviews.map((r) => (
              <ReviewCard key={r.id} review={r}>
                <p className="tt-muted">
                  {r.user ? `By ${r.user.email}${r.user.isBanned ? ' (banned)' : ''}` : 'By a former golfer'}
                  {r.reportsCount ? ` · reported ${r.reportsCount} ×` : ''}
                </p>
                <div className="tt-actions">
                  {status !== 'approved' && (
                    <button
                      type="button"
                      className="tt-button"
                      aria-label={`Approve “${r.title}”`}
                      onClick={() => void decide(r, true)}
                    >
                      Approve
                    </button>
                  )}
                  {status !== 'rejected' && (
                    <button
                      type="button"
                      className="tt-button tt-secondary"
                      aria-label={`Reject “${r.title}”`}
                      onClick={() => void decide(r, false)}
                    >
                      Reject
                    </button>
                  )}
                  {r.user && (
                    <button
                      type="button"
                      className="tt-button tt-secondary"
                      aria-label={`${r.user.isBanned ? 'Unban' : 'Ban'} golfer ${r.user.email}`}
                      onClick={() => void ban(r.user!, !r.user!.isBanned)}
                    >
                      {r.user.isBanned ? 'Unban golfer' : 'Ban golfer'}
                    </button>
                  )}
                </div>
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
      </Tabs>
    </div>
  );
}
