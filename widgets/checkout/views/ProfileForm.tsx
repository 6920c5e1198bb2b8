import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { DEFAULT_COUNTRY_ISO2 } from '../../../src/core/countries';
import type { Profile } from '../../../src/core/profile';
import { getSession } from '../../../src/core/session';
import type { RequiredProfileField } from '../../../src/domain/booking/profileGate';
import { CountrySelect } from '../../../src/ui/CountrySelect';
import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';

interface Props {
  missing: { field: RequiredProfileField; label: string }[];
  user: Profile;
  onDone(): void;
}

/** The profile-completion gate: the missing fields (name, country, zip) before paying. */
export function ProfileForm({ missing, user, onDone }: Props) {
  const { api } = useWidget();
  const [fields, setFields] = useState<Record<string, string>>({
    addressCountryIso2: user.addressCountryIso2 || DEFAULT_COUNTRY_ISO2,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = {
      ...fields,
      ...(Object.fromEntries(new FormData(e.currentTarget as HTMLFormElement)) as Record<string, string>),
    };
    setFields(typed);
    setBusy(true);
    setMessage('');
    const empty = missing.filter(({ field }) => !typed[field]?.trim());
    if (empty.length) {
      setErrors(Object.fromEntries(empty.map(({ field, label }) => [field, `${label} is required.`])));
      setBusy(false);
      return;
    }
    try {
      const answer = await api.patch(
        'v6/users',
        Object.fromEntries(missing.map(({ field }) => [field, typed[field]?.trim()])),
      );
      // Every widget on the page sees the completed profile at once.
      if (answer?.user) getSession().setProfile(answer.user);
      onDone();
    } catch (err) {
      const v = err instanceof ApiError ? err.validationErrors : undefined;
      setErrors(v ? Object.fromEntries(Object.entries(v).map(([k, m]) => [k, m.join(' ')])) : {});
      setMessage(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tt-panel" onSubmit={submit} noValidate>
      <h3>Complete your profile</h3>
      <p>We need a few details before you pay.</p>
      {missing.map(({ field, label }) =>
        field === 'addressCountryIso2' ? (
          <CountrySelect
            key={field}
            label={label}
            name={field}
            value={fields.addressCountryIso2 ?? DEFAULT_COUNTRY_ISO2}
            onValue={(v) => setFields((f) => ({ ...f, addressCountryIso2: v }))}
            error={errors[field]}
          />
        ) : (
          <TextField
            key={field}
            name={field}
            label={label}
            value={fields[field] ?? ''}
            onValue={(v) => setFields((f) => ({ ...f, [field]: v }))}
            error={errors[field]}
            required
          />
        ),
      )}
      <p role="alert" className="tt-form-error">
        {message}
      </p>
      <button type="submit" className="tt-button" disabled={busy}>
        Save and continue
      </button>
    </form>
  );
}
