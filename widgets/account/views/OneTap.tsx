import { useAtom } from 'jotai';
import { getSession } from '../../../src/core/session';
import { offersSocialSignIn, readTokenInfo } from '../../../src/core/socialSignIn';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { oneTapDismissedAtom } from '../store';
import { ProviderAccounts } from './ProviderAccounts';

/**
 * One-tap sign-in with Google (spec 02 §4): offered like the social buttons (client id, restore
 * finished, nobody signed in) until the golfer says "Not now". The chosen account's id token is
 * read at the provider's token-info (user id and e-mail), then signs in socially.
 */
export function OneTap() {
  const { api, brand } = useWidget();
  const session = useSession();
  const [dismissed, setDismissed] = useAtom(oneTapDismissedAtom);
  if (dismissed || !offersSocialSignIn(brand, session)) return null;
  return (
    <div className="tt-panel" style={{ marginBottom: 16 }}>
      <p>
        <strong>Sign in with Google in one tap</strong>
      </p>
      <ProviderAccounts
        provider="google"
        onPick={async (a) => {
          const { uid, email } = await readTokenInfo(api, a.token);
          await getSession().signInSocially(api, {
            provider: 'google',
            token: a.token,
            uid,
            email,
            rawInfo: { sub: uid, email },
          });
        }}
      />
      <p>
        <button type="button" className="tt-link" onClick={() => setDismissed(true)}>
          Not now
        </button>
      </p>
    </div>
  );
}
