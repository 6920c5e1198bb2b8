import { useEffect } from 'react';
import { BOOKING_CODES } from '../../../src/domain/booking/constants';
import type { PrepareOutcome } from '../../../src/domain/booking/prepareOutcome';
import { useWidget } from '../../../src/ui/WidgetContext';

interface Props {
  courseId: string;
  teeTimeId: string;
  outcome: Exclude<PrepareOutcome, { kind: 'ok' }>;
  /** Back to the day's tee times. */
  onBack: () => void;
}

const LIMIT = 'You have reached the booking limit';

/**
 * The error page of the offers step (spec 01 §4): every offer of the slot failed its check — all
 * at the booking limit (the booking-limit page) or all failing or gone (the general tee-time error
 * page). Said in the step, in plain words, with the way on; reported once to the host with
 * `teetime-booking-failed`.
 */
export function OffersFailed({ courseId, teeTimeId, outcome, onBack }: Props) {
  const { emit } = useWidget();
  const limit = outcome.kind === 'booking-limit-reached';
  const message = ('message' in outcome && outcome.message) || null;
  useEffect(() => {
    emit('teetime-booking-failed', {
      courseId,
      teeTimeId,
      status: limit ? BOOKING_CODES.BOOKING_LIMIT_REACHED : 'status' in outcome ? outcome.status : 422,
      message: message ?? (limit ? LIMIT : 'None of these offers can be booked.'),
    });
    // Once per outcome shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
  return (
    <section className="tt-panel" role="alert" data-testid="offers-failed" data-outcome={outcome.kind}>
      <h4>{limit ? LIMIT : 'None of these offers can be booked'}</h4>
      <p>
        {limit
          ? 'You already have as many bookings at this course on this day as it allows. Choose another day or course, or change one of your bookings.'
          : `${message ? `${message} ` : ''}Every provider of this tee time turned it down. Choose another tee time. You have not been charged.`}
      </p>
      <button type="button" className="tt-button" onClick={onBack}>
        Choose another tee time
      </button>
    </section>
  );
}
