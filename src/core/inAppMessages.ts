/**
 * In-app messages (spec 01 §7, spec 02): fetched 2000 ms after a search when the host page
 * configured a messaging service (`window.TEETIME_IN_APP`) and a user is signed in. The messaging
 * token comes from `GET v6/marketing/iterable/jwt_tokens`, is kept in sessionStorage and renewed
 * after 90 days; it is forgotten on sign-out. Nothing here throws: any failure gives no messages.
 */
import type { ApiClient } from './apiClient';
import { getBus } from './bus';
import { getSafeStorage, type SafeStorage } from './safeStorage';
import { getSession } from './session';
import type { Session } from './sessionTypes';
import { storageKey } from './storageKeys';

export const IN_APP_DELAY_MS = 2000;
export const IN_APP_COUNT = 10;
export const IN_APP_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** The cached messaging token and when it was fetched (session storage). */
export const IN_APP_TOKEN_KEY = storageKey('in-app-token');

export interface InAppMessage {
  id: string;
  title: string;
  html: string;
}

export interface InAppConfig {
  /** Base URL of the messaging service, without `/in_app/messages`. */
  endpoint: string;
}

declare global {
  interface Window {
    /** Set by the host page before the widgets load to show in-app messages after searches. */
    TEETIME_IN_APP?: InAppConfig | null;
  }
}

/** The host page's configuration, or null when in-app messages are off. */
export function inAppConfig(): InAppConfig | null {
  if (typeof window === 'undefined') return null;
  const c = window.TEETIME_IN_APP;
  return c && typeof c.endpoint === 'string' && c.endpoint ? c : null;
}

export interface InAppOptions {
  endpoint: string;
  count?: number;
  /** Where the token is cached; the page's sessionStorage by default. */
  storage?: SafeStorage;
  now?: () => number;
  fetch?: typeof fetch;
  /** The page session by default. */
  session?: Pick<Session, 'get' | 'subscribe'>;
  signal?: AbortSignal;
}

interface CachedToken {
  jwt: string;
  at: number;
}

const watched = new WeakSet<object>();

/** Forget the cached token when the user signs out (once per session and storage). */
function watchSignOut(session: Pick<Session, 'subscribe'>, storage: SafeStorage): void {
  if (watched.has(storage)) return;
  watched.add(storage);
  const forget = () => storage.removeItem(IN_APP_TOKEN_KEY);
  session.subscribe((s) => {
    if (!s.user) forget();
  });
  getBus().on('teetime-sign-out', forget);
}

async function messagingToken(api: ApiClient, storage: SafeStorage, now: number, signal?: AbortSignal) {
  const cached = storage.getJSON<CachedToken>(IN_APP_TOKEN_KEY);
  if (cached && typeof cached.jwt === 'string' && now - cached.at < IN_APP_TOKEN_TTL_MS) return cached.jwt;
  const { jwt } = await api.get('v6/marketing/iterable/jwt_tokens', { signal, retry: true });
  if (typeof jwt !== 'string' || !jwt) throw new Error('No messaging token');
  storage.setJSON(IN_APP_TOKEN_KEY, { jwt, at: now } satisfies CachedToken);
  return jwt;
}

const isMessage = (m: unknown): m is InAppMessage =>
  !!m &&
  typeof (m as InAppMessage).id === 'string' &&
  typeof (m as InAppMessage).title === 'string' &&
  typeof (m as InAppMessage).html === 'string';

/** The signed-in user's in-app messages (at most 10); [] when signed out or on any failure. */
export async function fetchInAppMessages(api: ApiClient, options: InAppOptions): Promise<InAppMessage[]> {
  try {
    const session = options.session ?? getSession();
    const storage = options.storage ?? getSafeStorage('session');
    watchSignOut(session, storage);
    if (!session.get().user) return [];
    const now = (options.now ?? Date.now)();
    const jwt = await messagingToken(api, storage, now, options.signal);
    const count = Math.min(Math.max(Math.floor(options.count ?? IN_APP_COUNT), 1), IN_APP_COUNT);
    const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
    const res = await doFetch(`${options.endpoint.replace(/\/+$/, '')}/in_app/messages?count=${count}`, {
      headers: { Authorization: `Bearer ${jwt}` },
      signal: options.signal,
    });
    if (res.status === 401) storage.removeItem(IN_APP_TOKEN_KEY);
    if (!res.ok) return [];
    const body = (await res.json()) as { messages?: unknown };
    return Array.isArray(body.messages) ? body.messages.filter(isMessage).slice(0, count) : [];
  } catch {
    return [];
  }
}
