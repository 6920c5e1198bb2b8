import type { ApiClient } from './apiClientTypes';
import type { Brand } from './brands';
import type { SessionState, SocialProvider } from './sessionTypes';

export type { SocialProvider, SocialSignInFields } from './sessionTypes';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple', 'facebook'];
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

/**
 * Spec 02 §4: social sign-in and one-tap are offered only when the brand configures a client id,
 * session restore has finished, and nobody is signed in.
 */
export function offersSocialSignIn(
  brand: Pick<Brand, 'socialClientId'>,
  session: Pick<SessionState, 'restored' | 'user'>,
): boolean {
  return Boolean(brand.socialClientId) && session.restored && session.user === null;
}

/** An account the identity provider offers to sign in with: its token stands for the golfer. */
export interface ProviderAccount {
  provider: SocialProvider;
  token: string;
  uid: string;
  email: string;
  name: string | null;
}

/**
 * The accounts the identity provider offers. No real provider is wired in: brand client ids are
 * the sandbox's (`sandbox-…`), and the sandbox API plays the provider, offering its test
 * identities (docs/api.md). A real provider's account chooser replaces this function's body.
 */
export async function providerAccounts(
  api: ApiClient,
  provider: SocialProvider,
  signal?: AbortSignal,
): Promise<ProviderAccount[]> {
  const answer = await api.get('v6/sandbox/identities', {
    params: { provider },
    ...(signal ? { signal } : {}),
  });
  // The sandbox answers the identities of the provider asked for.
  return (answer?.identities ?? []) as ProviderAccount[];
}

/** Spec 02 §8: what a failed token-info call throws. */
export const TOKEN_INFO_FAILED = 'Something went wrong';

/**
 * One-tap gives an id token; the provider's public token-info endpoint tells whose it is (spec 02
 * §7: user id and e-mail; a non-200 status is an error). The sandbox's stand-in answers for its
 * test tokens.
 */
export async function readTokenInfo(
  api: ApiClient,
  idToken: string,
): Promise<{ uid: string; email: string }> {
  let info: { sub?: unknown; email?: unknown } | undefined;
  try {
    info = await api.get('v6/sandbox/token-info', { params: { idToken } });
  } catch {
    throw new Error(TOKEN_INFO_FAILED);
  }
  if (typeof info?.sub !== 'string' || typeof info.email !== 'string') throw new Error(TOKEN_INFO_FAILED);
  return { uid: info.sub, email: info.email };
}
