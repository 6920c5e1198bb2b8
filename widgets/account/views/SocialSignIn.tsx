import { useState } from 'react';
import { getSession } from '../../../src/core/session';
import {
  PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  offersSocialSignIn,
  type SocialProvider,
} from '../../../src/core/socialSignIn';
import { Dialog } from '../../../src/ui/Dialog';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import { ProviderAccounts } from './ProviderAccounts';

/**
 * "Continue with Google / Apple / Facebook", when the brand has a client id, restore has finished
 * and nobody is signed in. The provider's account chooser opens in a dialog (the sandbox's
 * stand-in lists its test accounts); the chosen account signs in (POST v6/users/sign-in/socially
 * with its token, uid, e-mail and the provider's raw account info).
 */
export function SocialSignIn() {
  const { api, brand } = useWidget();
  const s = useAccountStyles();
  const session = useSession();
  const [provider, setProvider] = useState<SocialProvider | null>(null);
  if (!offersSocialSignIn(brand, session)) return null;
  return (
    <div>
      <p>Or continue with an account you already have:</p>
      <div className={s.actions}>
        {SOCIAL_PROVIDERS.map((p) => (
          <button key={p} type="button" className="tt-button tt-secondary" onClick={() => setProvider(p)}>
            Continue with {PROVIDER_NAMES[p]}
          </button>
        ))}
      </div>
      <Dialog
        open={provider !== null}
        title={`Continue with ${provider ? PROVIDER_NAMES[provider] : ''}`}
        onClose={() => setProvider(null)}
      >
        <p>Choose the account to continue with.</p>
        {provider && (
          <ProviderAccounts
            provider={provider}
            onPick={(a) =>
              getSession().signInSocially(api, {
                provider,
                token: a.token,
                uid: a.uid,
                email: a.email,
                // What the provider told us about the account, as it gave it (spec 02 §7).
                rawInfo: { uid: a.uid, email: a.email, name: a.name },
              })
            }
          />
        )}
      </Dialog>
    </div>
  );
}
