import { DEFAULT_COUNTRY_ISO2 } from '../../../src/core/countries';
import { CountrySelect } from '../../../src/ui/CountrySelect';
import { TextField } from '../../../src/ui/TextField';
import type { AccountForm } from '../useAccountForm';

/** A form field: its name (the API's, camelCased), label, input type and autocomplete hint. */
export type FieldSpec = readonly [
  name: string,
  label: string,
  type?: 'text' | 'email' | 'password',
  autoComplete?: string,
  optional?: 'optional',
];

export const FIRST_NAME: FieldSpec = ['firstName', 'First name', 'text', 'given-name'];
export const LAST_NAME: FieldSpec = ['lastName', 'Last name', 'text', 'family-name'];
export const EMAIL: FieldSpec = ['email', 'E-mail', 'email', 'email'];
export const ZIP: FieldSpec = ['addressZipcode', 'Zip or postal code', 'text', 'postal-code'];
/** Every country of v6/countries, the US by default. */
export const COUNTRY: FieldSpec = ['addressCountryIso2', 'Country'];

/** The fields of an account form, bound to it: values, changes and the answer's field errors. */
export function FormFields({ form, fields }: { form: AccountForm; fields: readonly FieldSpec[] }) {
  return (
    <>
      {fields.map(([name, label, type, autoComplete, optional]) =>
        name === COUNTRY[0] ? (
          <CountrySelect
            key={name}
            label={label}
            name={name}
            value={form.fields[name] || DEFAULT_COUNTRY_ISO2}
            onValue={form.set(name)}
            error={form.errors[name]}
          />
        ) : (
          <TextField
            key={name}
            name={name}
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={form.fields[name] ?? ''}
            onValue={form.set(name)}
            error={form.errors[name]}
            required={!optional}
          />
        ),
      )}
    </>
  );
}
