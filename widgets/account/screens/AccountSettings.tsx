import { isFeatureOn } from '../../../src/core/features';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { Check, FormEnd } from './formParts';
import { usePartStyles } from './partStyles';

interface WalletSettings {
  googlePayIsPreferred: boolean;
  applePayIsPreferred: boolean;
}

const WALLETS = [
  ['googlePayIsPreferred', 'Pay with Google Pay first when it is offered'],
  ['applePayIsPreferred', 'Pay with Apple Pay first when it is offered'],
] as const;

function WalletForm({ saved }: { saved: WalletSettings }) {
  const { api } = useWidget();
  const form = useAccountForm(Object.fromEntries(WALLETS.map(([k]) => [k, saved[k] ? 'on' : ''])));
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        await api.put('v6/users/settings', Object.fromEntries(WALLETS.map(([k]) => [k, f[k] === 'on'])));
        return 'Your settings were saved.';
      })}
    >
      <fieldset>
        <legend>Wallet payments</legend>
        {WALLETS.map(([k, label]) => (
          <Check
            key={k}
            name={k}
            label={label}
            checked={form.fields[k] === 'on'}
            onValue={(on) => form.set(k)(on ? 'on' : '')}
          />
        ))}
      </fieldset>
      <FormEnd form={form} label="Save settings" busyLabel="Saving…" shown={[]} />
    </form>
  );
}

/** Wallet preference (where the brand offers wallets) and the way to the password and preferences. */
export function AccountSettings({ navigate }: ScreenProps) {
  const { api, brand } = useWidget();
  const p = usePartStyles();
  const wallets = isFeatureOn(brand, 'digitalWallets');
  const settings = useRequest((signal) => api.get('v6/users/settings', { signal }), [api], wallets);
  return (
    <div className={p}>
      {wallets &&
        (settings.data ? (
          <WalletForm saved={settings.data} />
        ) : settings.error ? (
          <ErrorNotice message={settings.error.message} onRetry={settings.reload} />
        ) : (
          <Skeleton rows={1} label="Loading your settings" />
        ))}
      <h3>More settings</h3>
      <ul className="tt-items">
        {(
          [
            ['edit-password', 'Change your password'],
            ['communication-preferences', 'E-mail preferences'],
            ['message-preferences', 'Message preferences'],
          ] as const
        ).map(([view, label]) => (
          <li key={view}>
            <button type="button" className="tt-link" onClick={() => navigate(view)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
