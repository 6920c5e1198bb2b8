import { useEffect } from 'react';
import { guardFeature } from '../../../src/core/features';
import { getSession } from '../../../src/core/session';
import { deletionMessage } from '../../../src/domain/account/authErrors';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormStatus } from '../views/FormStatus';

/**
 * Step 2, from the e-mailed link (`token`): confirm, and the account is deleted
 * (DELETE v6/users?token=); the golfer is signed out and sent home. A refusal is read from the
 * answer's `deleteAccount` field.
 */
export function ConfirmDeletion({ params, navigate, leave }: ScreenProps) {
  const { api, brand } = useWidget();
  const s = useAccountStyles();
  const form = useAccountForm();
  useEffect(() => guardFeature(brand, 'deleteUser', () => navigate('not-found')), [brand, navigate]);
  return (
    <form
      noValidate
      onSubmit={form.submit(async () => {
        try {
          await api.delete('v6/users', { params: { token: params.token ?? '' } });
        } catch (e) {
          throw new Error(deletionMessage(e));
        }
        // The account and its tokens are gone: nothing to sign out of on the server.
        leave('/');
        await getSession().signOut();
      })}
    >
      <p>
        This deletes your account for good: your profile, saved cards, favourites and price alerts. It cannot
        be undone.
      </p>
      <FormStatus form={form} />
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Deleting…' : 'Delete my account'}
        </button>
        <button type="button" className="tt-link" onClick={() => navigate('account-summary')}>
          Keep my account
        </button>
      </div>
    </form>
  );
}
