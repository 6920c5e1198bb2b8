import { useState } from 'react';
import { getSession } from '../../../src/core/session';
import { accountPath, type AccountParams } from '../../../src/domain/account/accountRoutes';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { Navigate } from '../types';
import type { Review } from './reviewTypes';

type Done = 'helpful' | 'reported';

/**
 * Mark helpful and report, once each per review (spec 02 §3: per review id, helpfulness and report
 * state). Anonymous golfers are asked to sign in and come back here.
 */
export function ReviewActions({
  review,
  here,
  navigate,
  onHelpful,
}: {
  review: Review;
  here: { view: string; params: AccountParams };
  navigate: Navigate;
  onHelpful: (count: number) => void;
}) {
  const { api } = useWidget();
  const user = useSession().user;
  const [done, setDone] = useState<Partial<Record<Done, boolean>>>({});
  const [said, setSaid] = useState('');
  const send = async (what: Done) => {
    if (!user) {
      getSession().setRedirect({ path: accountPath(here.view, here.params) ?? '/' });
      return navigate('sign-in');
    }
    setSaid('');
    try {
      const body = { courseReviewId: review.id };
      if (what === 'helpful')
        onHelpful((await api.post<{ helpfulCount: number }>('v6/course_reviews/helpful', body)).helpfulCount);
      else await api.post('v6/course_reviews/report_it', body);
      setDone((d) => ({ ...d, [what]: true }));
      setSaid(
        what === 'helpful'
          ? 'Thanks, marked as helpful.'
          : 'Thanks, our moderators will read this review again.',
      );
    } catch (e) {
      setSaid(`${(e as Error).message} Please try again.`);
    }
  };
  const button = (what: Done, label: string, doneLabel: string) => (
    <button
      type="button"
      className="tt-button tt-secondary"
      aria-label={`${done[what] ? doneLabel : label}: ${review.title}`}
      aria-disabled={done[what]}
      onClick={() => !done[what] && void send(what)}
    >
      {done[what] ? doneLabel : label}
    </button>
  );
  return (
    <div className="tt-actions">
      {button('helpful', 'Helpful', 'Marked helpful')}
      {button('reported', 'Report', 'Reported')}
      <p role="status" className="tt-muted">
        {said}
      </p>
    </div>
  );
}
