import { useAtomValue } from 'jotai';
import { useWidget } from '../../../src/ui/WidgetContext';
import { unlockErrorAtom } from '../store';
import type { ScreenProps } from '../types';
import { EmailRequest } from '../views/EmailRequest';

/** The unlock link did not work: why, and a new unlock link by e-mail. */
export function UnlockFailed({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const reason = useAtomValue(unlockErrorAtom);
  return (
    <>
      <p>
        {reason || 'The unlock link did not work.'} Links work once, for 7 days. Send the unlock instructions
        again and use the newest e-mail.
      </p>
      <EmailRequest
        action="Resend unlock instructions"
        send={async (email) => {
          await api.post('v6/users/resend-unlock-instructions', { email });
          return `We sent a new unlock link to ${email}.`;
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
