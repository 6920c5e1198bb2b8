import { TextField } from '../../src/ui/TextField';
import type { AccountForm } from './useAccountForm';

type Spec = [name: string, label: string, autoComplete: string];

const NUMBER: Spec = ['number', 'Card number', 'cc-number'];
const EXPIRY: Spec[] = [
  ['expiryMonth', 'Expiry month (MM)', 'cc-exp-month'],
  ['expiryYear', 'Expiry year (YYYY)', 'cc-exp-year'],
];
const CVV: Spec = ['cvv', 'Security code (CVV)', 'cc-csc'];
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
 * The card's own data: number, expiry and CVV (or only the expiry, when editing a saved card).
 * This is the part hosted card-field frames replace: keep every number, expiry and CVV input here.
 */
export function CardDataFields({ form, expiryOnly }: { form: AccountForm; expiryOnly?: boolean }) {
  return <>{fields(form, expiryOnly ? EXPIRY : [NUMBER, ...EXPIRY, CVV], true)}</>;
}

/** The card holder's name and zip. */
export function HolderFields({ form }: { form: AccountForm }) {
  return <>{fields(form, HOLDER, false)}</>;
}
