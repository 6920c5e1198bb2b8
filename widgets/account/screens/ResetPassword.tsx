import { useState } from 'react';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormFields, type FieldSpec } from '../views/FormFields';
import { FormStatus } from '../views/FormStatus';

const FIELDS: readonly FieldSpec[] = [
  ['password', 'New password (at least 8 characters)', 'password', 'new-password'],
  ['passwordConfirmation', 'The new password again', 'password', 'new-password'],
];

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
      <FormFields form={form} fields={FIELDS} />
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
