import { useEffect } from 'react';
import { guardFeature } from '../../../src/core/features';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormStatus } from '../views/FormStatus';

/**
 * Step 1 of deleting the account (brands with `deleteUser`): ask, and the confirmation link is
 * e-mailed (POST v6/users/request_deletion); step 2 is confirm-deletion, from that link.
 */
export function DeleteAccount({ navigate }: ScreenProps) {
  const { api, brand } = useWidget();
  const s = useAccountStyles();
  const email = useSession().user?.email ?? '';
  const form = useAccountForm();
  useEffect(() => guardFeature(brand, 'deleteUser', () => navigate('not-found')), [brand, navigate]);
  if (form.notice)
    return (
      <p className={s.notice} role="status">
        {form.notice}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={form.submit(async () => {
        await api.post('v6/users/request_deletion');
        return `Check your e-mail: we sent a link to ${email}. Open it within a day to delete your account for good. Until then nothing changes.`;
      })}
    >
      <p>
        Deleting your account removes your profile, saved cards, favourites and price alerts. Your bookings
        stay with the courses. First we e-mail you a link to confirm it is you.
      </p>
      <FormStatus form={form} />
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Sending…' : 'E-mail me the deletion link'}
        </button>
        <button type="button" className="tt-link" onClick={() => navigate('account-summary')}>
          Keep my account
        </button>
      </div>
    </form>
  );
}
