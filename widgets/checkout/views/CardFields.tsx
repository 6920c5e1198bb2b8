import { TextField } from '../../../src/ui/TextField';

export type Fields = Record<string, string>;

const CARD: [string, string, string][] = [
  ['number', 'Card number', 'cc-number'],
  ['expiryMonth', 'Expiry month (MM)', 'cc-exp-month'],
  ['expiryYear', 'Expiry year (YYYY)', 'cc-exp-year'],
  ['cvv', 'CVV', 'cc-csc'],
  ['name', 'Name on card', 'cc-name'],
  ['zip', 'Zip code', 'postal-code'],
];
/** Card fields typed as digits get the numeric keyboard. */
const NUMERIC = new Set(['number', 'expiryMonth', 'expiryYear', 'cvv']);
const GUEST: [string, string, string][] = [
  ['email', 'E-mail', 'email'],
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
];

interface Props {
  kind: 'card' | 'guest';
  fields: Fields;
  errors: Fields;
  onField(name: string, value: string): void;
}

/** The new-card fields (or the guest's contact fields), each with the server's error under it. */
export function CardFields({ kind, fields, errors, onField }: Props) {
  return (
    <fieldset>
      <legend>{kind === 'card' ? 'Card details' : 'Your details'}</legend>
      {(kind === 'card' ? CARD : GUEST).map(([name, label, auto]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          type={name === 'email' ? 'email' : 'text'}
          inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
          autoComplete={auto}
          value={fields[name] ?? ''}
          onValue={(v) => onField(name, v)}
          error={errors[name]}
          required={name !== 'zip'}
        />
      ))}
    </fieldset>
  );
}
