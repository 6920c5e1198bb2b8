import { useState, type FormEvent } from 'react';
import { ApiError } from '../../src/core/apiError';

export type Fields = Record<string, string>;

export interface AccountForm {
  fields: Fields;
  set: (name: string) => (value: string) => void;
  errors: Fields;
  formError: string;
  notice: string;
  busy: boolean;
  /**
   * Runs `send` with what the form shows now; a string it returns is shown as a notice. Field
   * errors of the answer go under their fields, its message above the button, and what the golfer
   * typed stays.
   */
  submit: (send: (form: Fields) => Promise<string | void>) => (event: FormEvent) => Promise<void>;
}

/** Form state shared by the account screens. */
export function useAccountForm(initial: Fields = {}): AccountForm {
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const submit = (send: (form: Fields) => Promise<string | void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // What the form shows now, not the last render's state (autofill then Enter in one task).
    const form = {
      ...fields,
      ...(Object.fromEntries(new FormData(event.currentTarget as HTMLFormElement)) as Fields),
    };
    setFields(form);
    setBusy(true);
    setErrors({});
    setFormError('');
    setNotice('');
    try {
      const said = await send(form);
      if (said) setNotice(said);
    } catch (e) {
      const byField = e instanceof ApiError ? e.validationErrors : undefined;
      if (byField) setErrors(Object.fromEntries(Object.entries(byField).map(([k, v]) => [k, v.join(' ')])));
      setFormError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { fields, set, errors, formError, notice, busy, submit };
}
