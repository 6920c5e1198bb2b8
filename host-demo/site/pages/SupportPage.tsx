import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { getSession } from '../../../src/core/session';
import { supportErrorText } from '../../../src/domain/site/siteErrors';
import { useSite } from '../shell/siteContext';

const CATEGORIES = ['Reservation/TeeTime', 'Account', 'General/Other'] as const;
const CATEGORY_LABELS: Record<(typeof CATEGORIES)[number], string> = {
  'Reservation/TeeTime': 'A reservation or tee time',
  Account: 'My account',
  'General/Other': 'Something else',
};

const session = getSession();
const subscribe = (fn: () => void) => session.subscribe(fn);
const currentUser = () => session.get().user;

/** /support: a support ticket (POST v6/feedbacks/support-ticket) with the bot check (spec 02 §5). */
export function SupportPage() {
  const { api, alert } = useSite();
  const user = useSyncExternalStore(subscribe, currentUser);
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('Reservation/TeeTime');
  const [fields, setFields] = useState({ name: '', email: '', reservationId: '', message: '' });
  const [human, setHuman] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const set = (k: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!human) return setErrors({ bot: 'Please confirm you are not a robot.' });
    setSending(true);
    setErrors({});
    api
      .post('v6/feedbacks/support-ticket', {
        category,
        message: fields.message,
        ...(fields.name.trim() ? { name: fields.name.trim() } : {}),
        ...(!user ? { email: fields.email.trim() } : {}),
        ...(fields.reservationId.trim() ? { reservationId: fields.reservationId.trim() } : {}),
        gRecaptchaResponseData: `site-check-${Date.now()}`,
      })
      .then(({ ticket }) => {
        setSent(ticket.id);
        alert(`Your message was sent. Ticket ${ticket.id}.`);
      })
      .catch((err: unknown) => {
        const fieldErrors = err instanceof ApiError ? (err.validationErrors ?? {}) : {};
        const byField = Object.fromEntries(
          Object.entries(fieldErrors).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
        );
        // Status and message, so the golfer can quote both (spec 01 §8).
        const status = err instanceof ApiError ? err.status : 0;
        setErrors({ ...byField, form: supportErrorText(status, (err as Error).message) });
      })
      .finally(() => setSending(false));
  };

  if (sent)
    return (
      <section className="panel" aria-labelledby="support-title">
        <h1 id="support-title">Thanks, we got your message</h1>
        <p>
          Your ticket number is <strong>{sent}</strong>. We answer by e-mail, usually within one business day.
        </p>
      </section>
    );
  const fieldError = (k: string) => (errors[k] ? <p className="field-error">{errors[k]}</p> : null);
  return (
    <section className="panel" aria-labelledby="support-title">
      <h1 id="support-title">Contact support</h1>
      <p>Tell us what went wrong and we'll get back to you by e-mail.</p>
      <form className="form" onSubmit={submit} noValidate>
        <label htmlFor="support-category">What is it about?</label>
        <select
          id="support-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as (typeof CATEGORIES)[number])}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
        <label htmlFor="support-name">Your name (optional)</label>
        <input id="support-name" autoComplete="name" value={fields.name} onChange={set('name')} />
        {!user && (
          <>
            <label htmlFor="support-email">E-mail</label>
            <input
              id="support-email"
              type="email"
              autoComplete="email"
              required
              value={fields.email}
              onChange={set('email')}
            />
            {fieldError('email')}
          </>
        )}
        <label htmlFor="support-reservation">Reservation number (optional)</label>
        <input id="support-reservation" value={fields.reservationId} onChange={set('reservationId')} />
        {fieldError('reservationId')}
        <label htmlFor="support-message">Message</label>
        <textarea
          id="support-message"
          required
          rows={6}
          maxLength={4000}
          value={fields.message}
          onChange={set('message')}
        />
        {fieldError('message')}
        <label className="check">
          <input type="checkbox" checked={human} onChange={(e) => setHuman(e.target.checked)} /> I'm not a
          robot
        </label>
        {fieldError('bot')}
        {fieldError('gRecaptchaResponseData')}
        {errors.form && <p role="alert">{errors.form}</p>}
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </form>
    </section>
  );
}
