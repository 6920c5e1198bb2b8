import { getCountries } from '../../../src/core/countries';
import type { Profile } from '../../../src/core/profile';
import { CountrySelect } from '../../../src/ui/CountrySelect';
import { TextField } from '../../../src/ui/TextField';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { AvatarUpload } from './AvatarUpload';
import { fieldError, FormEnd, saveProfile } from './formParts';
import { usePartStyles } from './partStyles';

type Key = keyof Profile & string;
const FIELDS: ReadonlyArray<
  readonly [name: Key, label: string, type?: 'tel' | 'date', autoComplete?: string, required?: boolean]
> = [
  ['firstName', 'First name', undefined, 'given-name', true],
  ['lastName', 'Last name', undefined, 'family-name', true],
  ['phone', 'Phone', 'tel', 'tel'],
  ['address1', 'Address', undefined, 'address-line1'],
  ['addressCity', 'City', undefined, 'address-level2'],
  ['addressState', 'State or province', undefined, 'address-level1'],
  ['addressZipcode', 'Zip or postal code', undefined, 'postal-code', true],
];
const SHOWN = [...FIELDS.map(([k]) => k), 'addressCountryIso2', 'bornOn'];

/** Name, phone, address, country and birthday (PATCH v6/users), and the picture. */
export function PersonalInfo(_: ScreenProps) {
  const { api } = useWidget();
  const p = usePartStyles();
  const user = useSession().user;
  const form = useAccountForm(
    Object.fromEntries(
      SHOWN.map((k) => [k, String(user?.[k as Key] ?? (k === 'addressCountryIso2' ? 'US' : ''))]),
    ),
  );
  const field = ([name, label, type, autoComplete, required]: (typeof FIELDS)[number]) => (
    <TextField
      key={name}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      value={form.fields[name] ?? ''}
      onValue={form.set(name)}
      error={fieldError(label, form.errors[name])}
    />
  );
  return (
    <div className={p}>
      <AvatarUpload user={user} />
      <form
        noValidate
        onSubmit={form.submit(async (f) => {
          const country = (await getCountries(api).catch(() => [])).find(
            (c) => c.iso2 === f.addressCountryIso2,
          );
          const body: Record<string, string | null> = {};
          // Names are required (the API says so under them); cleared optional fields are sent as null.
          for (const k of SHOWN) body[k] = (f[k] ?? '').trim() || (k.endsWith('Name') ? '' : null);
          if (country) body.addressCountry = country.name;
          await saveProfile(api, body);
          return 'Your details were saved.';
        })}
      >
        {FIELDS.slice(0, 6).map(field)}
        {field(FIELDS[6]!)}
        <CountrySelect
          name="addressCountryIso2"
          label="Country"
          value={form.fields.addressCountryIso2 ?? ''}
          onValue={form.set('addressCountryIso2')}
          error={fieldError('Country', form.errors.addressCountryIso2)}
        />
        {field(['bornOn', 'Date of birth', 'date', 'bday'])}
        <FormEnd form={form} label="Save details" busyLabel="Saving…" shown={SHOWN} />
      </form>
    </div>
  );
}
