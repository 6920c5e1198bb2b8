import { useState } from 'react';
import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormStatus } from '../views/FormStatus';

/**
 * A new password from the e-mailed link: its token (`reset_password_token`, or `token`), the
 * password and its confirmation. Then the golfer signs in with it.
 */
export function ResetPassword({ params, navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const token = params.reset_password_token ?? params.token ?? '';
  const form = useAccountForm({ password: '', passwordConfirmation: '' });
  const [done, setDone] = useState(false);
  const again = (
    <button type="button" className="tt-link" onClick={() => navigate('request-reset-password')}>
      Ask for a new link
    </button>
  );
  if (!token)
    return <p role="alert">This link has no reset code: open the link of the e-mail again, or {again}.</p>;
  if (done)
    return (
      <>
        <p className={s.notice} role="status">
          Your password has been changed. Sign in with it now.
        </p>
        <button type="button" className="tt-button" onClick={() => navigate('sign-in')}>
          Sign in
        </button>
      </>
    );
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        await api.post('v6/users/reset-password', {
          token,
          password: f.password ?? '',
          passwordConfirmation: f.passwordConfirmation ?? '',
        });
        setDone(true);
      })}
    >
      <TextField
        name="password"
        label="New password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
        value={form.fields.password ?? ''}
        onValue={form.set('password')}
        error={form.errors.password}
        required
      />
      <TextField
        name="passwordConfirmation"
        label="The new password again"
        type="password"
        autoComplete="new-password"
        value={form.fields.passwordConfirmation ?? ''}
        onValue={form.set('passwordConfirmation')}
        error={form.errors.passwordConfirmation}
        required
      />
      <FormStatus form={form} />
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save my new password'}
        </button>
        {form.errors.token && again}
      </div>
    </form>
  );
}
