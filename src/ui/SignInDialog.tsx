import { useState, type FormEvent } from 'react';
import { ApiError } from '../core/apiError';
import { botCheckResponse } from '../core/botCheck';
import { DEFAULT_COUNTRY_ISO2 } from '../core/countries';
import { getSession } from '../core/session';
import type { SignUpFields } from '../core/sessionTypes';
import { emailLookupMessage } from '../domain/account/authErrors';
import { CountrySelect } from './CountrySelect';
import { Dialog } from './Dialog';
import { TextField } from './TextField';
import { useWidget } from './WidgetContext';

type Mode = 'sign-in' | 'sign-up' | 'reset';
type Fields = Record<string, string>;

interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  /** Why we ask, shown under the title (e.g. "Sign in to book this tee time."). */
  reason?: string;
  initialMode?: Mode;
  /** Sent with a sign-up from here (an invitation's `invitationToken`: the new account is its invitee). */
  signUpWith?: Pick<SignUpFields, 'invitationToken' | 'reservationAccessToken'>;
}

const TITLES: Record<Mode, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create an account',
  reset: 'Reset your password',
};

const EMPTY: Fields = { email: '', password: '', firstName: '', lastName: '', addressZipcode: '' };

/**
 * The sign-in dialog every widget shares: sign in, create an account, or ask for a
 * password reset, without leaving the host page. Server messages are shown as they come
 * (wrong password, throttling, taken e-mail); field errors sit under their fields; what
 * the golfer typed is kept when a request fails.
 */
export function SignInDialog({
  open,
  onClose,
  reason,
  initialMode = 'sign-in',
  signUpWith,
}: SignInDialogProps) {
  const { api } = useWidget();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [fields, setFields] = useState<Fields>({ ...EMPTY, addressCountryIso2: DEFAULT_COUNTRY_ISO2 });
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (name: string) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const go = (next: Mode) => {
    setMode(next);
    setErrors({});
    setFormError('');
    setNotice('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFormError('');
    setNotice('');
    const session = getSession();
    // What the form shows now, not the last render's state: typing and submitting can land in
    // one task (autofill then Enter), before the re-render that would carry the new values.
    const form = Object.fromEntries(new FormData(event.currentTarget as HTMLFormElement)) as Fields;
    setFields((f) => ({ ...f, ...form }));
    const { email = '', password = '' } = form;
    try {
      if (mode === 'sign-in')
        await session.signIn(api, { email, password, rememberMe: 'rememberMe' in form });
      else if (mode === 'sign-up')
        await session.signUp(api, {
          firstName: form.firstName ?? '',
          lastName: form.lastName ?? '',
          addressZipcode: form.addressZipcode ?? '',
          addressCountryIso2: form.addressCountryIso2 ?? DEFAULT_COUNTRY_ISO2,
          email,
          password,
          gRecaptchaResponseData: await botCheckResponse(),
          ...signUpWith,
        });
      else {
        const answer = await api.post('v6/users/password-reset', { email });
        setNotice(answer?.message || 'Check your e-mail for a link to reset your password.');
        return;
      }
      onClose();
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.validationErrors : undefined;
      if (fieldErrors)
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v.join(' ')])));
      setFormError(
        mode === 'reset'
          ? emailLookupMessage(e)
          : e instanceof Error
            ? e.message
            : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: string,
    label: string,
    type: 'text' | 'email' | 'password' = 'text',
    auto?: string,
  ) => (
    <TextField
      name={name}
      label={label}
      type={type}
      autoComplete={auto}
      value={fields[name] ?? ''}
      onValue={set(name)}
      error={errors[name]}
      required
    />
  );

  return (
    <Dialog open={open} title={TITLES[mode]} onClose={onClose}>
      {reason && mode === 'sign-in' && <p>{reason}</p>}
      <form onSubmit={submit} noValidate>
        {mode === 'sign-up' && field('firstName', 'First name', 'text', 'given-name')}
        {mode === 'sign-up' && field('lastName', 'Last name', 'text', 'family-name')}
        {field('email', 'E-mail', 'email', 'email')}
        {mode !== 'reset' &&
          field('password', 'Password', 'password', mode === 'sign-up' ? 'new-password' : 'current-password')}
        {mode === 'sign-up' && field('addressZipcode', 'Zip or postal code', 'text', 'postal-code')}
        {mode === 'sign-up' && (
          <CountrySelect
            label="Country"
            name="addressCountryIso2"
            value={fields.addressCountryIso2 ?? DEFAULT_COUNTRY_ISO2}
            onValue={set('addressCountryIso2')}
            error={errors.addressCountryIso2}
          />
        )}
        {mode === 'sign-in' && (
          <p>
            <label>
              <input type="checkbox" name="rememberMe" /> Keep me signed in
            </label>
          </p>
        )}
        <p role="alert" className="tt-form-error">
          {formError}
        </p>
        <p role="status">{notice}</p>
        <button type="submit" className="tt-button" disabled={busy}>
          {busy ? 'Please wait…' : mode === 'reset' ? 'Send reset link' : TITLES[mode]}
        </button>
      </form>
      <p>
        {mode !== 'sign-in' ? (
          <button type="button" className="tt-link" onClick={() => go('sign-in')}>
            Back to sign in
          </button>
        ) : (
          <>
            <button type="button" className="tt-link" onClick={() => go('sign-up')}>
              Create an account
            </button>
            {' · '}
            <button type="button" className="tt-link" onClick={() => go('reset')}>
              Forgot your password?
            </button>
          </>
        )}
      </p>
    </Dialog>
  );
}
