import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { fieldError, FormEnd } from './formParts';

const FIELDS = [
  ['currentPassword', 'Current password', 'current-password'],
  ['password', 'New password (at least 8 characters)', 'new-password'],
  ['passwordConfirmation', 'New password again', 'new-password'],
] as const;
const SHOWN = FIELDS.map(([k]) => k);

/** Current, new and repeated password (POST v6/users/password-change); this session stays signed in. */
export function EditPassword(_: ScreenProps) {
  const { api } = useWidget();
  const form = useAccountForm({ currentPassword: '', password: '', passwordConfirmation: '' });
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        const answer = await api.post('v6/users/password-change', {
          currentPassword: f.currentPassword ?? '',
          password: f.password ?? '',
          passwordConfirmation: f.passwordConfirmation ?? '',
        });
        for (const k of SHOWN) form.set(k)('');
        return answer.message ?? 'Your password has been changed.';
      })}
    >
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
          required
          value={form.fields[name] ?? ''}
          onValue={form.set(name)}
          error={fieldError(label.replace(/ \(.*/, ''), form.errors[name])}
        />
      ))}
      <FormEnd form={form} label="Change password" busyLabel="Changing…" shown={SHOWN} />
    </form>
  );
}
