import { useAccountStyles } from '../styles';
import type { AccountForm } from '../useAccountForm';

/** A form's outcome: its notice (announced politely) and its error (announced at once). */
export function FormStatus({ form }: { form: Pick<AccountForm, 'notice' | 'formError'> }) {
  const s = useAccountStyles();
  return (
    <>
      {form.notice && (
        <p className={s.notice} role="status">
          {form.notice}
        </p>
      )}
      {form.formError && (
        <p className="tt-form-error" role="alert">
          {form.formError}
        </p>
      )}
    </>
  );
}
