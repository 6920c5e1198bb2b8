import { useState } from 'react';
import { formatDate, formatTime } from '../../../src/domain/format';
import { Dialog } from '../../../src/ui/Dialog';
import { useWidget } from '../../../src/ui/WidgetContext';
import { players, type Reservation } from '../bookingTypes';
import { useFocusWhen } from '../useFocusWhen';

interface Props {
  r: Reservation;
  locale?: string | undefined;
  onCancelled: () => void;
}

/** Cancel the booking, after saying plainly what is cancelled (a native modal dialog). */
export function CancelBooking({ r, locale, onCancelled }: Props) {
  const { api } = useWidget();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const alert = useFocusWhen<HTMLParagraphElement>(error);
  const close = () => {
    setOpen(false);
    setError('');
  };
  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      await api.post(`v6/reservations/cancel/${encodeURIComponent(r.id)}`);
      setOpen(false);
      onCancelled();
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
