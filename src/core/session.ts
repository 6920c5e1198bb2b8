import type { ApiClient } from './apiClientTypes';
import { isCancelled } from './apiError';
import { readAttribution } from './attribution';
import { readMarketingIdentity } from './marketingIdentity';
import { getBus, type Bus } from './bus';
import { clearSignedInData } from './clearSignedInData';
import { pageSingleton } from './pageSingleton';
import type { Profile } from './profile';
import { getSafeStorage, type SafeStorage } from './safeStorage';
import { completeSignIn, messageOf, runRestore, type AuthAnswer, type SessionCore } from './sessionFlows';
import { createSessionStore } from './sessionStore';
import type { Session, SessionRedirect, SessionState, SignUpFields } from './sessionTypes';
import { REDIRECT_KEY, SESSION_TOKEN_KEY, USER_TOKEN_KEY } from './storageKeys';

export { isProfileComplete, needsDataCheck, type Profile } from './profile';
export type { Session, SessionRedirect, SessionState, SignInFields, SignUpFields } from './sessionTypes';

const isTokenInvalid = (e: unknown): boolean => e instanceof Error && /token is invalid/i.test(e.message);

export interface SessionDeps {
  bus?: () => Bus;
  local?: SafeStorage;
  session?: SafeStorage;
  /** Window whose `storage` events carry other tabs' sign-ins and sign-outs. */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export function createSession(deps: SessionDeps = {}): Session {
  const bus = deps.bus ?? getBus;
  const local = deps.local ?? getSafeStorage('local');
  const tabStore = deps.session ?? getSafeStorage('session');
  const initial: SessionState = {
    restored: false,
    status: 'idle',
    userToken: local.getItem(USER_TOKEN_KEY),
    sessionToken: local.getItem(SESSION_TOKEN_KEY),
    user: null,
    needsReload: false,
    error: null,
  };
  // The stored target after sign-in is read when first asked for (or at the first change), not as
  // the session is made: a widget's first render then does not open the tab's sessionStorage
  // (its first access on a page costs the main thread a few ms), which only sign-in needs.
  Object.defineProperty(initial, 'redirect', {
    enumerable: true,
    get: () => tabStore.getJSON<SessionRedirect>(REDIRECT_KEY),
  });
  const store = createSessionStore(initial, bus);
  const { update } = store;
  let inFlight: Promise<void> | null = null;
  let restoreDone = false;
  /** Bumped whenever who-is-signed-in changes, so a slow answer never resurrects an old user. */
  let generation = 0;
  const core: SessionCore = {
    local,
    store,
    bus,
    generation: () => generation,
    nextGeneration: () => ++generation,
  };

  function forgetUser(stores: SafeStorage[] = [local, tabStore]): void {
    generation++;
    clearSignedInData(stores);
    update({
      userToken: null,
      user: null,
      needsReload: false,
      loginResponse: undefined,
      redirect: undefined,
      status: 'idle',
      error: null,
    });
  }

  async function authenticate(
    run: () => Promise<AuthAnswer | undefined>,
    api: ApiClient,
    keepOnError?: (e: unknown) => boolean,
  ): Promise<Profile> {
    const before = { status: store.get().status, error: store.get().error };
    update({ status: 'loading', error: null });
    try {
      return await completeSignIn(core, api, await run());
    } catch (e) {
      update(isCancelled(e) || keepOnError?.(e) ? before : { status: 'error', error: messageOf(e) });
      throw e;
    }
  }

  function onStorage(e: StorageEvent): void {
    if (e.key !== null && e.key !== USER_TOKEN_KEY && e.key !== SESSION_TOKEN_KEY) return;
    const sessionToken = local.getItem(SESSION_TOKEN_KEY);
    if (sessionToken !== store.get().sessionToken) update({ sessionToken });
    const token = local.getItem(USER_TOKEN_KEY);
    if (token === store.get().userToken) return;
    const hadUser = store.get().userToken !== null;
    if (hadUser) {
      // The other tab already cleared localStorage (and may hold a new user's token there).
      forgetUser([tabStore]);
      bus().emit('teetime-sign-out', {});
    }
    if (token) {
      generation++;
      update({ userToken: token, user: null, needsReload: true, status: 'idle' });
    }
  }
  // Other tabs' changes are followed while something shows the session (a subscriber: every
  // mounted widget that shows the golfer); the first one catches up with what changed meanwhile,
  // and once the last one leaves no listener stays on the page.
  let subscribers = 0;
  function subscribe(fn: (s: SessionState) => void): () => void {
    const stop = store.subscribe(fn);
    if (++subscribers === 1) {
      deps.win?.addEventListener('storage', onStorage);
      onStorage({ key: null } as StorageEvent);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      stop();
      if (--subscribers === 0) deps.win?.removeEventListener('storage', onStorage);
    };
  }

  return {
    get: store.get,
    subscribe,
    restore(api) {
      if (inFlight) return inFlight;
      if (restoreDone && !store.get().needsReload) return Promise.resolve();
      inFlight = runRestore(core, api).finally(() => {
        inFlight = null;
        restoreDone = true;
      });
      return inFlight;
    },
    signIn(api, { email, password, rememberMe = false }) {
      return authenticate(() => api.post('v6/users/sign-in', { email, password, rememberMe }), api);
    },
    signUp(api, fields: SignUpFields) {
      const stored = readAttribution();
      // The landing URL's marketing identity (spec 02 §3, §7); what the form gives wins.
      const { iterable, referral } = readMarketingIdentity();
      const referralAttributes = { ...referral, ...fields.referralAttributes };
      const iterableTracking = { ...iterable, ...fields.iterableTracking };
      const body: SignUpFields = {
        ...fields,
        ...(Object.keys(referralAttributes).length ? { referralAttributes } : {}),
        ...(Object.keys(iterableTracking).length ? { iterableTracking } : {}),
        rwgToken: fields.rwgToken ?? stored.rwg_token,
        rwgCourseId: fields.rwgCourseId ?? stored.rwg_course_id,
      };
      return authenticate(() => api.post('v6/users', body), api);
    },
    signInWithOneTimeToken(api, oneTimeToken) {
      return authenticate(
        () => api.post('v6/users/sign-in-with-one-time-token', { oneTimeToken }),
        api,
        isTokenInvalid,
      );
    },
    signInSocially(api, fields) {
      return authenticate(() => api.post('v6/users/sign-in/socially', fields), api);
    },
    setProfile(profile) {
      const user = store.get().user;
      if (user && profile && String(profile.id) === String(user.id))
        update({ user: { ...user, ...profile } });
    },
    async signOut(api) {
      // The request reads the token synchronously, so local data can go at once.
      const pending =
        api && local.getItem(USER_TOKEN_KEY)
          ? api.post('v6/users/sign-out').catch(() => undefined)
          : undefined;
      forgetUser();
      bus().emit('teetime-sign-out', {});
      await pending;
    },
    handleUnauthorized() {
      forgetUser();
      bus().emit('teetime-sign-out', {});
      bus().emit('teetime-sign-in-required', { reason: 'unauthorized', reset: true });
    },
    setRedirect(redirect) {
      if (redirect) tabStore.setJSON(REDIRECT_KEY, redirect);
      else tabStore.removeItem(REDIRECT_KEY);
      update({ redirect });
    },
    dispose() {
      deps.win?.removeEventListener('storage', onStorage);
    },
  };
}

/** The page's session, shared by every widget and every copy of the bundle (`Symbol.for('teetime.session')`). */
export function getSession(): Session {
  return pageSingleton('session', () =>
    createSession({ win: typeof window !== 'undefined' ? window : null }),
  );
}
