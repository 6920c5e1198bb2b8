import { useState } from 'react';
import { providerAccounts, type ProviderAccount, type SocialProvider } from '../../../src/core/socialSignIn';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';

interface ProviderAccountsProps {
  provider: SocialProvider;
  /** Signs in with the chosen account; a failure is shown under the list. */
  onPick: (account: ProviderAccount) => Promise<unknown>;
}

/** The identity provider's accounts to continue with, one button each. */
export function ProviderAccounts({ provider, onPick }: ProviderAccountsProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const accounts = useRequest((signal) => providerAccounts(api, provider, signal), [api, provider]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (accounts.error) return <ErrorNotice message={accounts.error.message} onRetry={accounts.reload} />;
  if (!accounts.data) return <Skeleton rows={1} label="Loading your accounts" />;
  const pick = async (account: ProviderAccount) => {
    setBusy(true);
    setError('');
    try {
      await onPick(account);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className={s.actions}>
        {accounts.data.map((a) => (
          <button
            key={a.token}
            type="button"
            className="tt-button tt-secondary"
            disabled={busy}
            onClick={() => void pick(a)}
          >
            {a.name ? `${a.name} (${a.email})` : a.email}
          </button>
        ))}
      </div>
      {error && (
        <p className="tt-form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
