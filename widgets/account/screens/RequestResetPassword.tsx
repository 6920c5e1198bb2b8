import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { EmailRequest } from '../views/EmailRequest';

/** Forgot the password: the reset link goes to the e-mail; an unknown one is 'email not found'. */
export function RequestResetPassword({ navigate }: ScreenProps) {
  const { api } = useWidget();
  return (
    <>
      <p>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      <EmailRequest
        action="Send me the link"
        send={async (email) => {
          await api.post('v6/users/password-reset', { email });
          return `We sent a link to ${email}. It works for an hour.`;
        }}
      />
      <p>
        <button type="button" className="tt-link" onClick={() => navigate('sign-in')}>
          Back to sign in
        </button>
      </p>
    </>
  );
}
