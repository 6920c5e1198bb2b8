import { useId } from 'react';
import { getSession } from '../../../src/core/session';
import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';

/**
 * Sign in (e-mail, password, remember me). After a forced sign-out (`reset=true`) it says why;
 * a guest link (isGuest, guestTeeTimeId, courseId) offers to go on as a guest instead.
 */
export function SignIn({ params, navigate, leave }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const remember = useId();
  const form = useAccountForm({ email: '', password: '' });
  const guest = params.isGuest === 'true' && params.courseId;
  const guestPath = guest
    ? `/checkout/at/${encodeURIComponent(params.courseId ?? '')}?${new URLSearchParams({
        ...(params.guestTeeTimeId ? { teeTimeId: params.guestTeeTimeId } : {}),
        isGuest: 'true',
      })}`
    : '';
  return (
    <>
      {params.reset === 'true' && (
        <p className={s.notice} role="status">
          You were signed out because your session ended. Sign in again to carry on.
        </p>
      )}
      <form
        noValidate
        onSubmit={form.submit(async (f) => {
          await getSession().signIn(api, {
            email: f.email ?? '',
            password: f.password ?? '',
            rememberMe: f.rememberMe === 'on',
          });
        })}
      >
        <TextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          value={form.fields.email ?? ''}
          onValue={form.set('email')}
          error={form.errors.email}
          required
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={form.fields.password ?? ''}
          onValue={form.set('password')}
          error={form.errors.password}
          required
        />
        <div className="tt-field">
          <input id={remember} name="rememberMe" type="checkbox" defaultChecked={false} />{' '}
          <label htmlFor={remember} style={{ display: 'inline', fontWeight: 400 }}>
            Keep me signed in on this device
          </label>
        </div>
        {form.formError && (
          <p className="tt-form-error" role="alert">
            {form.formError}
          </p>
        )}
        <div className={s.actions}>
          <button type="submit" className="tt-button" disabled={form.busy}>
            {form.busy ? 'Signing in…' : 'Sign in'}
          </button>
          <button type="button" className="tt-link" onClick={() => navigate('request-reset-password')}>
            Forgot your password?
          </button>
        </div>
      </form>
      <p>
        New here?{' '}
        <button type="button" className="tt-link" onClick={() => navigate('sign-up', guest ? params : {})}>
          Create an account
        </button>
      </p>
      {guest && (
        <p>
          <button type="button" className="tt-link" onClick={() => leave(guestPath)}>
            Continue as a guest
          </button>
        </p>
      )}
    </>
  );
}
