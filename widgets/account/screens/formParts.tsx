import { useId, type ReactNode } from 'react';
import type { ApiClient } from '../../../src/core/apiClient';
import { ApiError } from '../../../src/core/apiError';
import type { Profile } from '../../../src/core/profile';
import { getSession } from '../../../src/core/session';
import type { Choice } from '../../../src/domain/account/profileChoices';
import type { CardFieldErrors } from '../../../src/domain/booking/cardRules';
import { useAccountStyles } from '../styles';
import type { AccountForm } from '../useAccountForm';

/** A server message for one field ("is required") as a sentence under its label. */
export const fieldError = (label: string, message: string | undefined): string | undefined =>
  message && (/^[a-z]/.test(message) ? `${label} ${message}.` : message);

/** Field errors found before sending, thrown as the server's would be (shown under their fields). */
export const invalid = (errors: Record<string, string>, message = '', status = 422) =>
  new ApiError(message, {
    status,
    validationErrors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
  });

/** Field errors found before sending, shown as the server's would be (under their fields). */
export const fieldErrors = (errors: CardFieldErrors) =>
  invalid(errors as Record<string, string>, 'Check the fields marked below.');

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  choices: readonly Choice[];
  error?: string | undefined;
  /** The first option, which leaves the value unset. */
  blank?: string;
}

/** A labelled choice list whose first option leaves the value unset. */
export function SelectField({
  label,
  name,
  value,
  onValue,
  choices,
  error,
  blank = 'Not set',
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="tt-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        onInput={(e) => onValue(e.currentTarget.value)}
      >
        <option value="">{blank}</option>
        {choices.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-e`} className="tt-field-error">
          {fieldError(label, error)}
        </p>
      )}
    </div>
  );
}

interface CheckProps {
  label: string;
  name: string;
  checked: boolean;
  onValue: (checked: boolean) => void;
  /** A radio button of this value instead of a checkbox. */
  radio?: string;
}

/** A checkbox (or radio button) with its label beside it. */
export function Check({ label, name, checked, onValue, radio }: CheckProps) {
  const id = useId();
  return (
    <div className="tt-check">
      <input
        id={id}
        name={name}
        type={radio ? 'radio' : 'checkbox'}
        value={radio ?? 'on'}
        checked={checked}
        onChange={(e) => onValue(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A radio button inside its label: one 44 px row (a plan, a card). */
export function Radio(props: {
  name: string;
  value?: string;
  checked: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <label className="tt-check">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onPick}
      />
      {props.children}
    </label>
  );
}

/**
 * The end of an account form: what went wrong (field errors are under their fields, so only a
 * pointer to them here, unless one has no field on this form), what went well, the button.
 */
export function FormEnd({
  form,
  label,
  busyLabel,
  shown,
  keep,
}: {
  form: AccountForm;
  label: string;
  busyLabel: string;
  /** Field names this form shows errors under. */
  shown: readonly string[];
  /** Show the answer's message even when its fields say what is wrong. */
  keep?: boolean;
}) {
  const s = useAccountStyles();
  const keys = Object.keys(form.errors);
  const elsewhere = keys.filter((k) => !shown.includes(k)).map((k) => form.errors[k]);
  const said =
    [keep || !keys.length || elsewhere.length ? form.formError : '', ...elsewhere]
      .filter(Boolean)
      .join(' ') || (keys.length ? 'Please correct the fields marked above, then try again.' : '');
  return (
    <>
      {said && (
        <p className="tt-form-error" role="alert">
          {said}
        </p>
      )}
      {form.notice && (
        <p className={s.notice} role="status">
          {form.notice}
        </p>
      )}
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}

/** PATCH v6/users with `body`; every widget on the page sees the new profile. */
export async function saveProfile(api: ApiClient, body: Record<string, unknown>): Promise<Profile> {
  const { user } = await api.patch('v6/users', body);
  getSession().setProfile(user);
  return user;
}
