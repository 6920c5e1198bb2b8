import { emailLookupMessage } from '../../../src/domain/account/authErrors';
import { useAccountStyles } from '../styles';
import { useAccountForm } from '../useAccountForm';
import { EMAIL, FormFields } from './FormFields';
import { FormStatus } from './FormStatus';

interface EmailRequestProps {
  /** The button: "Send the reset link". */
  action: string;
  /** Asks the API to e-mail something to the address; resolves to what to tell the golfer. */
  send: (email: string) => Promise<string>;
  email?: string | undefined;
}

/** One e-mail field and a button that has a link e-mailed; an unknown address is 'email not found'. */
export function EmailRequest({ action, send, email = '' }: EmailRequestProps) {
  const s = useAccountStyles();
  const form = useAccountForm({ email });
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        try {
          return await send((f.email ?? '').trim());
        } catch (e) {
          throw new Error(emailLookupMessage(e));
        }
      })}
    >
      <FormFields form={form} fields={[EMAIL]} />
      <FormStatus form={form} />
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Sending…' : action}
        </button>
      </div>
    </form>
  );
}
