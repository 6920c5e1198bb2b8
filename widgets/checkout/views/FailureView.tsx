import { useAtom, useSetAtom } from 'jotai';
import { recommendationsParams } from '../../../src/domain/booking/recommendations';
import { useFormat } from '../format';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { movedAtom, prepAtom, requestAtom, viewAtom } from '../store';
import type { View } from '../types';
import { Heading } from './Heading';
import { RecommendedCourses } from './RecommendedCourses';

const TITLES: Record<string, string> = {
  'not-available': 'This tee time is no longer available',
  'not-allowed': 'We cannot book this tee time for you',
  'booking-limit-reached': 'Booking limit reached',
  'time-slot-error': 'This time slot is no longer available',
  'membership-search': 'A membership is needed for this rate',
  'authorization-failed': 'Your checkout expired',
  'rate-type-search': 'Choose another rate',
  'not-found': 'Tee time not found',
};

/** The course's other rates (spec 01 §8, 11002 after the membership page): a click reopens the course. */
function OtherRates({ courseId, date, players }: { courseId: string; date?: string; players: number }) {
  const { emit } = useWidget();
  return (
    <p>
      <button
        type="button"
        className="tt-button"
        onClick={() => emit('teetime-course-select', { courseId, players, ...(date ? { date } : {}) })}
      >
        See the other rates
      </button>
    </p>
  );
}

/** The failure pages of the error catalogue, with recommended tee times and courses to book instead. */
export function FailureView({
  view,
  courseUrl,
}: {
  view: Extract<View, { kind: 'failure' }>;
  courseUrl?: string;
}) {
  const { formatDate, formatPrice, formatTime } = useFormat();
  const { api } = useWidget();
  const [request, setRequest] = useAtom(requestAtom);
  const setView = useSetAtom(viewAtom);
  const setPrep = useSetAtom(prepAtom);
  const setMoved = useSetAtom(movedAtom);
  const recommended = useRequest(
    (signal) =>
      api
        .get('v6/failure_recommendation/tee_times', {
          signal,
          params: recommendationsParams(
            {
              courseId: request!.courseId,
              teeTimeId: request!.teeTimeId,
              date: request!.date,
              qty: request!.players,
            },
            window.innerWidth,
          ),
        })
        .then((a) => a.teeTimes),
    [api, request],
    Boolean(request?.courseId),
  );
  const open = (teeTimeId: string) => {
    if (!request) return;
    setPrep(null);
    setRequest({ ...request, teeTimeId, prepaymentRuleId: undefined });
    setView({ kind: 'checkout' });
    setMoved(true);
  };
  const title = TITLES[view.outcome] ?? 'Something went wrong with this tee time';
  const general = !(view.outcome in TITLES);
  return (
    <div className="tt-panel tt-warning" data-failure={view.outcome} data-status={view.status ?? undefined}>
      <Heading>{title}</Heading>
      {view.message && <p>{view.message}</p>}
      {general && view.status ? (
        <p data-testid="failure-status">
          Error {view.status}. Choose another tee time below, or try again later.
        </p>
      ) : null}
      {view.steps?.reason && <p data-testid="failure-steps">{view.steps.reason}</p>}
      {view.outcome === 'not-found' && (
        <p>This tee time does not exist any more, or the link is wrong. Choose another tee time below.</p>
      )}
      {view.outcome === 'rate-type-search' && request && (
        <OtherRates courseId={request.courseId} date={request.date} players={request.players} />
      )}
      {view.outcome === 'time-slot-error' && view.extra && (
        <p>The {view.extra} time slot has passed. Please pick another time.</p>
      )}
      {(view.outcome === 'membership-search' || view.outcome === 'offer-url') && view.extra && (
        <p>
          <a className="tt-link" href={view.extra}>
            See the offer
          </a>
        </p>
      )}
      {view.outcome === 'authorization-failed' && request && (
        <button type="button" className="tt-button" onClick={() => open(request.teeTimeId)}>
          Start again
        </button>
      )}
      {recommended.data && recommended.data.length > 0 && (
        <>
          <h3>Other tee times you may like</h3>
          <ul data-recommended="tee-times">
            {recommended.data.map((t) => (
              <li key={t.id}>
                <button type="button" className="tt-link" onClick={() => open(t.id)}>
                  {formatDate(t.date)} at {formatTime(t.teeOffAtLocal)}, {formatPrice(t.price)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <RecommendedCourses template={courseUrl} />
    </div>
  );
}
