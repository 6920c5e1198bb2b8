import type { ApiClient } from './apiClientTypes';
import type { Bus } from './bus';
import { profileFromAnswer, type Profile } from './profile';
import type { SafeStorage } from './safeStorage';
import type { SessionStore } from './sessionStore';
import { SESSION_TOKEN_KEY, USER_TOKEN_KEY } from './storageKeys';

/**
 * ASSUMPTION about the answers (camelCased by the API client): sign-in, sign-up and
 * one-time-token sign-in answer `{ user: Profile, userToken: string }`; GET v6/users answers the
 * Profile itself or `{ user: Profile }`; POST v6/users/session answers `{ apiSessionToken }`.
 */
export interface AuthAnswer {
  user?: Profile;
  userToken?: string;
}

/** What the flows share with the session that runs them. */
export interface SessionCore {
  local: SafeStorage;
  store: SessionStore;
  bus: () => Bus;
  /** Who-is-signed-in counter: a flow whose generation changed meanwhile must not write a user. */
  generation(): number;
  nextGeneration(): number;
}

export const messageOf = (e: unknown): string =>
  e instanceof Error ? e.message : 'Something went wrong. Please try again.';

/**
 * Session restore: with a stored user token, load its profile (GET v6/users) and, when no session
 * token is stored either, create the session (POST v6/users/session) at the same time. With
 * nothing stored there is nothing to restore: no call, so an anonymous page's first requests are
 * its own. The finished flag is set on done or error.
 */
export async function runRestore(core: SessionCore, api: ApiClient): Promise<void> {
  const { local, store } = core;
  const gen = core.generation();
  const reloading = store.get().needsReload;
  const userToken = local.getItem(USER_TOKEN_KEY);
  let sessionToken = local.getItem(SESSION_TOKEN_KEY);
  store.update({ status: 'loading', userToken, sessionToken, error: null });
  let error: string | null = null;
  const startSession = async () => {
    try {
      const answer = await api.post('v6/users/session');
      sessionToken = answer?.apiSessionToken ?? null;
      if (sessionToken) local.setItem(SESSION_TOKEN_KEY, sessionToken);
    } catch (e) {
      error ??= messageOf(e);
    }
  };
  const loadProfile = async (): Promise<Profile | null> => {
    try {
      return profileFromAnswer(await api.get('v6/users', { retry: true }));
    } catch (e) {
      error ??= messageOf(e);
      return null;
    }
  };
  const [, user] = userToken
    ? await Promise.all([sessionToken ? undefined : startSession(), loadProfile()])
    : [undefined, null];
  const status = error ? 'error' : 'done';
  if (gen !== core.generation()) {
    store.update({ restored: true, sessionToken, status });
    return;
  }
  store.update({ restored: true, sessionToken, user, needsReload: false, status, error });
  if (reloading && user) {
    core.bus().emit('teetime-sign-in', { userId: String(user.id), email: user.email });
  }
}

/** After a successful sign-in/up answer: store the token, load the profile, tell everyone. */
export async function completeSignIn(
  core: SessionCore,
  api: ApiClient,
  answer: AuthAnswer | undefined,
): Promise<Profile> {
  const { local, store } = core;
  const token = answer?.userToken;
  const answered = profileFromAnswer(answer?.user);
  if (!token) {
    if (!answered) throw new Error('The sign-in answer carried no user token.');
    store.update({ status: 'done', loginResponse: answer });
    return answered; // e.g. a sign-up that must be confirmed first: not signed in yet
  }
  const gen = core.nextGeneration();
  local.setItem(USER_TOKEN_KEY, token);
  store.update({ userToken: token, loginResponse: answer, needsReload: false });
  let profile: Profile | null;
  try {
    profile = profileFromAnswer(await api.get('v6/users')) ?? answered;
  } catch (e) {
    profile = answered;
    if (!profile) {
      if (gen === core.generation()) {
        local.removeItem(USER_TOKEN_KEY);
        store.update({ userToken: null });
      }
      throw e;
    }
  }
  // A 401 on the profile request signed the user out again: do not resurrect them.
  if (gen !== core.generation()) throw new Error('Your session has expired. Please sign in again.');
  if (!profile) throw new Error('The profile could not be loaded.');
  store.update({ user: profile, status: 'done', error: null });
  core.bus().emit('teetime-sign-in', { userId: String(profile.id), email: profile.email });
  return profile;
}
