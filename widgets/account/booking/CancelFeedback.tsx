import { useId, useState } from 'react';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useFocusWhen } from '../useFocusWhen';

/**
 * The optional word after a cancellation: a support ticket on the reservation
 * (`POST v6/reservations/{id}/create_teamwork_ticket` with `message`). What was typed stays
 * when sending fails.
 */
export function CancelFeedback({ id }: { id: string }) {
  const { api } = useWidget();
  const field = useId();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'open' | 'busy' | 'sent' | 'closed'>('open');
  const [error, setError] = useState('');
  const alert = useFocusWhen<HTMLParagraphElement>(error);
  const done = useFocusWhen<HTMLParagraphElement>(state === 'sent');
  if (state === 'closed') return null;
  if (state === 'sent')
    return (
      <p ref={done} tabIndex={-1} role="status">
        Thank you, we have your feedback.
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!message.trim()) return setError('Write a few words, or choose No thanks.');
        setState('busy');
        setError('');
        try {
          await api.post(`v6/reservations/${encodeURIComponent(id)}/create_teamwork_ticket`, { message });
          setState('sent');
        } catch (err) {
          setError(`We could not send your feedback. ${(err as Error).message}`);
          setState('open');
        }
      }}
    >
      <div className="tt-field">
        <label htmlFor={field}>Why did you cancel? (optional)</label>
        <textarea
          id={field}
          rows={3}
          maxLength={5000}
          value={message}
          aria-describedby={error ? `${field}-e` : undefined}
          onInput={(e) => setMessage(e.currentTarget.value)}
        />
      </div>
      {error && (
        <p ref={alert} id={`${field}-e`} tabIndex={-1} role="alert" className="tt-form-error">
          {error}
        </p>
      )}
      <p>
        <button type="submit" className="tt-button" disabled={state === 'busy'}>
          Send feedback
        </button>{' '}
        <button type="button" className="tt-link" onClick={() => setState('closed')}>
          No thanks
        </button>
      </p>
    </form>
  );
}
