import type { ApiClient } from './apiClientTypes';
import type { Profile } from './profile';

export type SocialProvider = 'google' | 'apple' | 'facebook';

/** POST v6/users/sign-in/socially (spec 02 §7). */
export interface SocialSignInFields {
  provider: SocialProvider;
  token: string;
  uid?: string;
  email?: string;
  rawInfo?: Record<string, unknown>;
}

/** Where to go after sign-in or welcome (spec 02 §4): path, new window flag, tracking event, action. */
export interface SessionRedirect {
  path: string;
  newWindow?: boolean;
  trackingEvent?: string;
  action?: string;
}

export interface SessionState {
  /** The "finished flag": session restore ended (done or error). Sign-in/up pages wait for it. */
  restored: boolean;
  status: 'idle' | 'loading' | 'done' | 'error';
  userToken: string | null;
  sessionToken: string | null;
  user: Profile | null;
  /** Another tab signed in: the token is known, the profile loads on the next `restore(api)`. */
  needsReload: boolean;
  /** Message of the last failed operation. */
  error: string | null;
  /** The last sign-in / sign-up answer. */
  loginResponse?: unknown;
  redirect?: SessionRedirect;
}

export interface SignInFields {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** POST v6/users (spec 02 §7). rwgToken / rwgCourseId default to the stored attribution values. */
export interface SignUpFields {
  firstName: string;
  lastName: string;
  addressZipcode: string;
  addressCountryIso2: string;
  email: string;
  password: string;
  gRecaptchaResponseData: string;
  referralAttributes?: Record<string, unknown>;
  iterableTracking?: Record<string, unknown>;
  invitationToken?: string;
  rwgToken?: string;
  rwgCourseId?: string;
  reservationAccessToken?: string;
}

export interface Session {
  get(): SessionState;
  /** Called with the new state on every change; returns the unsubscribe function. */
  subscribe(fn: (s: SessionState) => void): () => void;
  /** Once per page (again only after another tab signed in); concurrent calls share one promise. Never rejects. */
  restore(api: ApiClient): Promise<void>;
  signIn(api: ApiClient, fields: SignInFields): Promise<Profile>;
  signUp(api: ApiClient, fields: SignUpFields): Promise<Profile>;
  signInWithOneTimeToken(api: ApiClient, oneTimeToken: string): Promise<Profile>;
  /** With an identity provider's token (POST v6/users/sign-in/socially). */
  signInSocially(api: ApiClient, fields: SocialSignInFields): Promise<Profile>;
  signOut(api?: ApiClient): Promise<void>;
  /** A 401 arrived while a user token existed. */
  handleUnauthorized(): void;
  /**
   * The signed-in user's profile after an edit (e.g. the answer of PATCH v6/users), so every
   * widget sees it at once. Ignored unless it is the signed-in user's.
   */
  setProfile(profile: Profile): void;
  /** Remember (or forget) where to go after sign-in; kept in sessionStorage across page loads. */
  setRedirect(redirect: SessionRedirect | undefined): void;
  /** Stop listening to other tabs. */
  dispose(): void;
}
