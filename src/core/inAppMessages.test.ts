import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './apiClient';
import { getBus } from './bus';
import {
  IN_APP_COUNT,
  IN_APP_DELAY_MS,
  IN_APP_TOKEN_KEY,
  IN_APP_TOKEN_TTL_MS,
  fetchInAppMessages,
  inAppConfig,
} from './inAppMessages';
import { createSafeStorage, type SafeStorage } from './safeStorage';
import type { SessionState } from './sessionTypes';

const MESSAGE = { id: 'm1', title: 'Winter specials are live', html: '<p><a href="x">Deals</a></p>' };
const ENDPOINT = 'https://messaging.test/api/messaging';

function fakeSession(user: unknown) {
  const listeners: Array<(s: SessionState) => void> = [];
  let state = { user } as SessionState;
  return {
    get: () => state,
    subscribe: (fn: (s: SessionState) => void) => {
      listeners.push(fn);
      return () => undefined;
    },
    set(next: unknown) {
      state = { user: next } as SessionState;
      listeners.forEach((fn) => fn(state));
    },
  };
}

let storage: SafeStorage;
let jwtCalls: number;
let api: ApiClient;
let fetchFn: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-15T13:00:00Z') });
  storage = createSafeStorage(() => null);
  jwtCalls = 0;
  api = {
    get: vi.fn(async (path: string) => {
      expect(path).toBe('v6/marketing/iterable/jwt_tokens');
      jwtCalls++;
      return { jwt: `jwt-${jwtCalls}` };
    }),
  } as unknown as ApiClient;
  fetchFn = vi.fn(async () => new Response(JSON.stringify({ messages: [MESSAGE] }), { status: 200 }));
});

afterEach(() => {
  vi.useRealTimers();
});

const options = (session: ReturnType<typeof fakeSession>) => ({
  endpoint: ENDPOINT,
  storage,
  session,
  fetch: fetchFn as unknown as typeof fetch,
});

describe('in-app messages', () => {
  it('uses the spec numbers: 2000 ms after a search, 10 messages, token renewed after 90 days', () => {
    expect(IN_APP_DELAY_MS).toBe(2000);
    expect(IN_APP_COUNT).toBe(10);
    expect(IN_APP_TOKEN_TTL_MS).toBe(90 * 24 * 60 * 60 * 1000);
    expect(IN_APP_TOKEN_KEY.startsWith('teetime:')).toBe(true);
  });

  it('fetches nothing without a signed-in user', async () => {
    expect(await fetchInAppMessages(api, options(fakeSession(null)))).toEqual([]);
    expect(jwtCalls).toBe(0);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('gets a token, then 10 messages with the Bearer header', async () => {
    const messages = await fetchInAppMessages(api, options(fakeSession({ id: 1 })));
    expect(messages).toEqual([MESSAGE]);
    const [url, init] = fetchFn.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${ENDPOINT}/in_app/messages?count=10`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer jwt-1');
    expect(storage.getJSON(IN_APP_TOKEN_KEY)).toEqual({ jwt: 'jwt-1', at: Date.now() });
  });

  it('reuses the cached token and renews it after 90 days', async () => {
    const session = fakeSession({ id: 1 });
    await fetchInAppMessages(api, options(session));
    vi.advanceTimersByTime(IN_APP_TOKEN_TTL_MS - 1);
    await fetchInAppMessages(api, options(session));
    expect(jwtCalls).toBe(1);
    vi.advanceTimersByTime(1);
    await fetchInAppMessages(api, options(session));
    expect(jwtCalls).toBe(2);
    const [, init] = fetchFn.mock.calls[2] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer jwt-2');
  });

  it('forgets the token on sign-out (session change or bus message)', async () => {
    const session = fakeSession({ id: 1 });
    await fetchInAppMessages(api, options(session));
    session.set(null);
    expect(storage.getItem(IN_APP_TOKEN_KEY)).toBe(null);
    session.set({ id: 1 });
    await fetchInAppMessages(api, options(session));
    expect(storage.getItem(IN_APP_TOKEN_KEY)).not.toBe(null);
    getBus().emit('teetime-sign-out', {});
    expect(storage.getItem(IN_APP_TOKEN_KEY)).toBe(null);
  });

  it('answers [] and never throws on failures; a 401 drops the token', async () => {
    const session = fakeSession({ id: 1 });
    fetchFn.mockResolvedValueOnce(new Response('{"error":"expired"}', { status: 401 }));
    expect(await fetchInAppMessages(api, options(session))).toEqual([]);
    expect(storage.getItem(IN_APP_TOKEN_KEY)).toBe(null);
    fetchFn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await fetchInAppMessages(api, options(session))).toEqual([]);
    fetchFn.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    expect(await fetchInAppMessages(api, options(session))).toEqual([]);
    (api.get as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('401'));
    storage.removeItem(IN_APP_TOKEN_KEY);
    expect(await fetchInAppMessages(api, options(session))).toEqual([]);
  });

  it('is off unless the host page configured an endpoint', () => {
    expect(inAppConfig()).toBe(null);
    const g = globalThis as unknown as { window?: { TEETIME_IN_APP?: unknown } };
    g.window = { TEETIME_IN_APP: { endpoint: ENDPOINT } };
    try {
      expect(inAppConfig()).toEqual({ endpoint: ENDPOINT });
      g.window.TEETIME_IN_APP = {};
      expect(inAppConfig()).toBe(null);
    } finally {
      delete g.window;
    }
  });
});
