import { useState, type FormEvent } from 'react';
import { useWidget } from './WidgetContext';

interface ErrorViewProps {
  error: Error;
  onRetry: () => void;
}

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The generic crash view: 'An Error Occurred', what went wrong in one line (never a
 * stack), a way to try again, and a feedback form that reaches the API's feedbacks call.
 */
export function ErrorView({ error, onRetry }: ErrorViewProps) {
  const { api, css } = useWidget();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<SendState>('idle');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() || state === 'sending') return;
    setState('sending');
    try {
      await api.post('v6/feedbacks', {
        foundEverything: false,
        message: `${message.trim()}\n\n[widget error] ${error.message}`,
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const form = css`
    label {
      display: block;
      font-weight: 600;
      margin-bottom: 4px;
    }
    textarea {
      width: 100%;
      min-height: 72px;
      padding: 8px;
      border: 1px solid var(--tt-field-line);
      border-radius: 6px;
      background: var(--tt-field);
    }
    button {
      margin-top: 8px;
    }
  `;

  return (
    <div role="alert" className="tt-panel">
      <h2>An Error Occurred</h2>
      <p>Something went wrong while showing this part of the page: {error.message}</p>
      <button type="button" className="tt-button tt-secondary" onClick={onRetry}>
        Try again
      </button>
      <form onSubmit={send} className={form}>
        <label htmlFor="tt-feedback">Tell us what you were doing (optional)</label>
        <textarea id="tt-feedback" value={message} onInput={(e) => setMessage(e.currentTarget.value)} />
        <button type="submit" className="tt-button" disabled={state === 'sending' || !message.trim()}>
          {state === 'sending' ? 'Sending…' : 'Send feedback'}
        </button>
        <p aria-live="polite">
          {state === 'sent' && 'Thank you, your feedback was sent.'}
          {state === 'failed' && 'Your feedback could not be sent. Please try again.'}
        </p>
      </form>
    </div>
  );
}
