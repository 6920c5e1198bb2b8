import { useState } from 'react';
import { getSession } from '../../core/session';
import { useSession } from '../useSession';
import { useWidget } from '../WidgetContext';
import type { Review } from './reviewTypes';
import { useReviewCardStyles } from './useReviewCardStyles';

type Done = 'helpful' | 'reported';

/**
 * Mark helpful and report, once each per review (spec 02 §3: per review id, helpfulness and report
 * state). A golfer not signed in is asked to sign in (`onSignIn`: the account's sign-in screen,
 * the picker's sign-in dialog). The same actions on a single review's page and in every list.
 */
export function ReviewActions({
  review,
  onSignIn,
  onHelpful,
}: {
  review: Pick<Review, 'id' | 'title'>;
  onSignIn: () => void;
  onHelpful: (count: number) => void;
}) {
  const { api } = useWidget();
  const s = useReviewCardStyles();
  const user = useSession().user;
  const [done, setDone] = useState<Partial<Record<Done, boolean>>>({});
  const [said, setSaid] = useState('');
  const send = async (what: Done) => {
    // The session as it is now: a sign-in a moment ago may not have re-rendered this view yet
    // (React renders a store's change after the click's handlers).
    if (!user && !getSession().get().user) return onSignIn();
    setSaid('');
    try {
      const body = { courseReviewId: review.id };
      if (what === 'helpful') onHelpful((await api.post('v6/course_reviews/helpful', body)).helpfulCount);
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
    <div className={`tt-actions ${s.actions}`}>
      {button('helpful', 'Helpful', 'Marked helpful')}
      {button('reported', 'Report', 'Reported')}
      <p role="status" className={`tt-muted ${s.muted}`}>
        {said}
      </p>
    </div>
  );
}
