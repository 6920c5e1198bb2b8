import { DEFAULT_COUNTRY_ISO2 } from '../../../src/core/countries';
import { profileFromAnswer } from '../../../src/core/profile';
import { getSession } from '../../../src/core/session';
import { CountrySelect } from '../../../src/ui/CountrySelect';
import { TextField } from '../../../src/ui/TextField';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { sendOn } from '../sendOn';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormStatus } from '../views/FormStatus';

const NAMES = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
] as const;

/**
 * The data check after sign-in (/login-verifycustomerdetails): the golfer confirms or corrects
 * name, country and zip (PATCH v6/users with `is_data_checked: true`), then goes on: welcome when
 * owed, then where they were going.
 */
export function DataCheck({ navigate, leave }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const user = useSession().user;
  const form = useAccountForm({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    addressCountryIso2: user?.addressCountryIso2 || DEFAULT_COUNTRY_ISO2,
    addressZipcode: user?.addressZipcode ?? '',
  });
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        const answer = await api.patch('v6/users', {
          firstName: f.firstName ?? '',
          lastName: f.lastName ?? '',
          addressCountryIso2: f.addressCountryIso2 || DEFAULT_COUNTRY_ISO2,
          addressZipcode: f.addressZipcode ?? '',
          isDataChecked: true,
        });
        const checked = profileFromAnswer(answer);
        if (checked) getSession().setProfile(checked);
        sendOn(checked, navigate, leave);
      })}
    >
      <p>Before you go on, please check that these details are right. Courses need them for your bookings.</p>
      {NAMES.map(([name, label, auto]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          autoComplete={auto}
          value={form.fields[name] ?? ''}
          onValue={form.set(name)}
          error={form.errors[name]}
          required
        />
      ))}
      <CountrySelect
        label="Country"
        name="addressCountryIso2"
        value={form.fields.addressCountryIso2 ?? DEFAULT_COUNTRY_ISO2}
        onValue={form.set('addressCountryIso2')}
        error={form.errors.addressCountryIso2}
      />
      <TextField
        name="addressZipcode"
        label="Zip or postal code"
        autoComplete="postal-code"
        value={form.fields.addressZipcode ?? ''}
        onValue={form.set('addressZipcode')}
        error={form.errors.addressZipcode}
        required
      />
      <FormStatus form={form} />
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'These are right, go on'}
        </button>
      </div>
    </form>
  );
}
