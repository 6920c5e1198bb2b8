import { TextField } from '../../src/ui/TextField';
import type { AccountForm } from './useAccountForm';

type Spec = [name: string, label: string, autoComplete: string];

const EXPIRY: Spec[] = [
  ['expiryMonth', 'Expiry month (MM)', 'cc-exp-month'],
  ['expiryYear', 'Expiry year (YYYY)', 'cc-exp-year'],
];
const HOLDER: Spec[] = [
  ['name', 'Name on card', 'cc-name'],
  ['zip', 'Zip or postal code (optional)', 'postal-code'],
];

const fields = (form: AccountForm, specs: Spec[], numeric: boolean) =>
  specs.map(([name, label, auto]) => (
    <TextField
      key={name}
      name={name}
      label={label}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={auto}
      value={form.fields[name] ?? ''}
      onValue={form.set(name)}
      error={form.errors[name]}
      required={name !== 'zip'}
    />
  ));

/**
 * A saved card's expiry, when editing it. A new card's number, expiry and CVV are typed into the
 * hosted card fields frame (src/ui/HostedCardFields), never into inputs on the partner's page.
 */
export function ExpiryFields({ form }: { form: AccountForm }) {
  return <>{fields(form, EXPIRY, true)}</>;
}

/** The card holder's name and zip. */
export function HolderFields({ form }: { form: AccountForm }) {
  return <>{fields(form, HOLDER, false)}</>;
}
