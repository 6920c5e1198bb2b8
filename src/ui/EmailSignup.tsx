import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { botCheckResponse } from '../core/botCheck';
import { emailProblem, subscribeFailure } from '../domain/account/subscribeMessages';
import { TextField } from './TextField';

export interface EmailSignupProps {
  /** The form's name for screen readers ("Newsletter sign-up"). */
  name: string;
  /** Above the field: what the golfer gets. */
  intro?: ReactNode;
  action: string;
  busyAction: string;
  /** Sends the e-mail with the bot-check response; true when it was signed up already. */
  send(email: string, botCheck: string): Promise<boolean>;
  /** What to say once it worked. */
  done(email: string, already: boolean): string;
  /** The field takes focus when the form appears (it was opened on purpose). */
  focusFirst?: boolean;
  className?: string;
}

/**
 * An e-mail sign-up with its bot check (spec 02 §5): the newsletter of the marketplace's footer
 * and the deal alerts of `<teetime-deals>`. A mistyped address is caught before sending; a failed
 * request says why and keeps what was typed; success (or "already subscribed") is announced.
 */
export function EmailSignup(props: EmailSignupProps) {
  const { name, intro, action, busyAction, send, done, focusFirst, className } = props;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [formError, setFormError] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirst) form.current?.querySelector('input')?.focus();
  }, [focusFirst]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // What the field holds now: typing and Enter can land before the re-render (autofill).
    const typed = String(new FormData(event.currentTarget as HTMLFormElement).get('email') ?? '').trim();
    setEmail(typed);
    setSaid('');
    setFormError('');
    const problem = emailProblem(typed);
    setFieldError(problem);
    if (problem) {
      form.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const already = await send(typed, await botCheckResponse());
      setSaid(done(typed, already));
    } catch (e) {
      const failure = subscribeFailure(e);
      setFieldError(failure.field);
      setFormError(failure.form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className={className} aria-label={name} noValidate onSubmit={(e) => void submit(e)}>
      {intro}
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={fieldError}
        onValue={(v) => {
          setEmail(v);
          setFieldError('');
        }}
      />
      <button type="submit" className="tt-button" disabled={busy}>
        {busy ? busyAction : action}
      </button>
      {formError && (
        <p role="alert" className="tt-form-error">
          {formError}
        </p>
      )}
      <p role="status">{said}</p>
    </form>
  );
}
