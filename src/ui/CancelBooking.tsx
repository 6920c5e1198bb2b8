import { useEffect, useRef, useState } from 'react';
import { formatDate, formatTime } from '../domain/format';
import { refundText, type RefundAnswer } from './CancellationPolicy';
import { Dialog } from './Dialog';
import { useWidget } from './WidgetContext';

/** What the cancel dialog says of the booking (a reservation as the API answers it, camelCased). */
export interface Cancellable {
  id: string;
  qty: number;
  date: string;
  teeOffAtLocal: string;
  course: { name?: string };
  cancellation?: { refund?: RefundAnswer | null } | null;
}

interface Props {
  r: Cancellable;
  locale?: string | undefined;
  /** A guest's access token (the confirmation e-mail's link), when there is no session. */
  accessToken?: string | undefined;
  /** The booking as cancelled (its `cancellation.refund` is what was given back). */
  onCancelled: (cancelled: Cancellable) => void;
}

const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

function useFocusOn<T extends HTMLElement>(when: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/**
 * Cancel a booking, after saying plainly what is cancelled and what comes back (the refund the
 * API answers for cancelling now, the rule of src/domain/booking/cancellationPolicy), in a native
 * modal dialog. The account's booking screen and the checkout's confirmation use it.
 */
export function CancelBooking({ r, locale, accessToken, onCancelled }: Props) {
  const { api } = useWidget();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const alert = useFocusOn<HTMLParagraphElement>(error);
  const refund = r.cancellation?.refund;
  const close = () => {
    setOpen(false);
    setError('');
  };
  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await api.post(
        `v6/reservations/cancel/${encodeURIComponent(r.id)}`,
        undefined,
        accessToken ? { params: { accessToken } } : undefined,
      );
      setOpen(false);
      onCancelled(answer.reservation);
    } catch (e) {
      setError(`Your booking is not cancelled. ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        <button type="button" className="tt-button tt-secondary" onClick={() => setOpen(true)}>
          Cancel booking
        </button>
      </p>
      <Dialog open={open} title="Cancel this booking?" onClose={close}>
        <p>
          Your tee time at {r.course.name ?? 'the course'} on {formatDate(r.date, locale)} at{' '}
          {formatTime(r.teeOffAtLocal, locale)} for {players(r.qty)} will be cancelled and its seats given
          back.
        </p>
        {refund && (
          <p data-testid="refund-preview">
            <strong>{refundText(refund, locale)}</strong>
          </p>
        )}
        {error && (
          <p ref={alert} tabIndex={-1} role="alert" className="tt-form-error">
            {error}
          </p>
        )}
        <p>
          <button type="button" className="tt-button" disabled={busy} onClick={() => void cancel()}>
            {busy ? 'Cancelling…' : 'Yes, cancel it'}
          </button>{' '}
          <button type="button" className="tt-button tt-secondary" onClick={close}>
            Keep my booking
          </button>
        </p>
      </Dialog>
    </>
  );
}
