import { useState, type FormEvent } from 'react';
import { useSite } from './siteContext';

/** POST v6/feedbacks: did you find everything, and a message (the error view's feedback form). */
export function FeedbackForm() {
  const { api } = useSite();
  const [found, setFound] = useState<'yes' | 'no'>('no');
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setState('sending');
    api
      .post('v6/feedbacks', { foundEverything: found === 'yes', message })
      .then(() => setState('sent'))
      .catch((err: Error) => setState(err.message || 'Your feedback could not be sent.'));
  };
  if (state === 'sent') return <p role="status">Thank you, your feedback was sent.</p>;
  return (
    <form className="form" onSubmit={submit} aria-labelledby="feedback-title">
      <h2 id="feedback-title">Tell us what happened</h2>
      <fieldset>
        <legend>Did you find what you were looking for?</legend>
        <label>
          <input type="radio" name="found" checked={found === 'yes'} onChange={() => setFound('yes')} /> Yes
        </label>
        <label>
          <input type="radio" name="found" checked={found === 'no'} onChange={() => setFound('no')} /> No
        </label>
      </fieldset>
      <label htmlFor="feedback-message">What were you doing?</label>
      <textarea
        id="feedback-message"
        required
        maxLength={4000}
        rows={4}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {state !== 'idle' && state !== 'sending' && <p role="alert">{state}</p>}
      <button type="submit" className="button" disabled={state === 'sending'}>
        Send feedback
      </button>
    </form>
  );
}
