// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient';
import { captureAttribution } from './attribution';
import { captureMarketingIdentity } from './marketingIdentity';
import { createBus, type Bus } from './bus';
import { createMaintenance } from './maintenance';
import { createSession, getSession, type Session } from './session';

const PROFILE = {
  id: 42,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  address_country_iso2: 'US',
  address_zipcode: '10001',
};

/** An answer, a network failure, or an answer that arrives when the test lets it. */
type Route = { status: number; body?: unknown } | Error | Promise<{ status: number; body?: unknown }>;
interface Sent {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

let bus: Bus;
let session: Session;
let sent: Sent[];
let routes: Record<string, Route[]>;
let events: Array<[string, unknown]>;

function api() {
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('https://sandbox.test/api/', '');
    const method = String(init.method);
    sent.push({
      method,
      path,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const queue = routes[`${method} ${path}`];
    const route =
      queue && queue.length > 1
        ? queue.shift()!
        : (queue?.[0] ?? { status: 404, body: { error: 'Not found' } });
    if (route instanceof Error) throw route;
    const next = await route;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
    });
  };
  return createApiClient({
    baseURL: 'https://sandbox.test/api',
    appKey: 'demo-teetime',
    fetch: fetchFn as typeof fetch,
    session,
    retryDelayMs: 0,
    maintenance: createMaintenance({ bus: () => bus }),
  });
}

const requests = (method: string, path: string) => sent.filter((s) => s.method === method && s.path === path);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bus = createBus();
  events = [];
  for (const type of [
    'teetime-sign-in',
    'teetime-sign-out',
    'teetime-sign-in-required',
    'teetime-session',
  ] as const) {
    bus.on(type, (detail) => events.push([type, detail]));
  }
  session = createSession({ bus: () => bus, win: window });
  sent = [];
  routes = {
    'POST v6/users/session': [{ status: 200, body: { api_session_token: 'sess-1' } }],
    'GET v6/users': [{ status: 200, body: PROFILE }],
    'POST v6/users/sign-in': [{ status: 200, body: { user: PROFILE, user_token: 'user-1' } }],
    'POST v6/users/sign-out': [{ status: 204 }],
  };
});

afterEach(() => {
  session.dispose();
});

describe('restore', () => {
  it('sends no call for an anonymous page with nothing stored, and still finishes', async () => {
    const client = api();
    await Promise.all([session.restore(client), session.restore(client)]);
    await session.restore(client);
    expect(sent).toHaveLength(0);
    expect(localStorage.getItem('X-Api-Session')).toBeNull();
    expect(session.get()).toMatchObject({ restored: true, status: 'done', sessionToken: null, user: null });
    expect(events).toContainEqual(['teetime-session', { restored: true, userId: null, email: null }]);
  });

  it('for a stored user token without a session, creates the session once beside the profile', async () => {
    localStorage.setItem('X-Api-User-Token', 'user-1');
    let answer!: () => void;
    routes['POST v6/users/session'] = [
      new Promise((resolve) => {
        answer = () => resolve({ status: 200, body: { api_session_token: 'sess-1' } });
      }),
    ];
    const client = api();
    const restored = Promise.all([session.restore(client), session.restore(client)]);
    // The profile request leaves without waiting for the session's answer.
    await vi.waitFor(() => expect(requests('GET', 'v6/users')).toHaveLength(1));
    answer();
    await restored;
    await session.restore(client);
    expect(requests('POST', 'v6/users/session')).toHaveLength(1);
    expect(requests('GET', 'v6/users')).toHaveLength(1);
    expect(localStorage.getItem('X-Api-Session')).toBe('sess-1');
    expect(session.get()).toMatchObject({ restored: true, status: 'done', sessionToken: 'sess-1' });
    expect(session.get().user).toMatchObject({ id: 42 });
  });

  it('loads the profile of a stored user token and keeps an existing session token', async () => {
    localStorage.setItem('X-Api-User-Token', 'user-1');
    localStorage.setItem('X-Api-Session', 'sess-0');
    await session.restore(api());
    expect(requests('POST', 'v6/users/session')).toHaveLength(0);
    const [get] = requests('GET', 'v6/users');
    expect(get!.headers.get('X-Api-User-Token')).toBe('user-1');
    expect(get!.headers.get('X-Api-Session')).toBe('sess-0');
    expect(session.get().user).toMatchObject({
      id: 42,
      firstName: 'Ann',
      addressCountryIso2: 'US',
    });
    expect(session.get().status).toBe('done');
  });

  it('sets the finished flag even when restore fails', async () => {
    localStorage.setItem('X-Api-User-Token', 'user-1');
    routes['POST v6/users/session'] = [new TypeError('Failed to fetch')];
    routes['GET v6/users'] = [new TypeError('Failed to fetch')];
    await session.restore(api());
    expect(session.get()).toMatchObject({
      restored: true,
      status: 'error',
      user: null,
      userToken: 'user-1',
    });
    expect(requests('GET', 'v6/users')).toHaveLength(3); // the profile read is retried (spec 02 §7)
  });
});

describe('sign-in and sign-up', () => {
  it('signs in: stores the token, loads the profile, tells every widget', async () => {
    const seen = vi.fn();
    session.subscribe(seen);
    const profile = await session.signIn(api(), {
      email: 'ann@example.com',
      password: 'secret',
      rememberMe: true,
    });
    expect(requests('POST', 'v6/users/sign-in')[0]!.body).toEqual({
      email: 'ann@example.com',
      password: 'secret',
      remember_me: true,
    });
    expect(localStorage.getItem('X-Api-User-Token')).toBe('user-1');
    expect(requests('GET', 'v6/users')[0]!.headers.get('X-Api-User-Token')).toBe('user-1');
    expect(profile.email).toBe('ann@example.com');
    expect(session.get()).toMatchObject({ status: 'done', userToken: 'user-1', error: null });
    expect(events).toContainEqual(['teetime-sign-in', { userId: '42', email: 'ann@example.com' }]);
    expect(seen.mock.calls.map(([s]) => (s as { status: string }).status)).toContain('loading');
  });

  it("takes an edited profile of the signed-in user, and only that user's", async () => {
    await session.signIn(api(), { email: 'ann@example.com', password: 'secret' });
    const seen = vi.fn();
    session.subscribe(seen);
    session.setProfile({ ...session.get().user!, addressZipcode: '94110' });
    expect(session.get().user!.addressZipcode).toBe('94110');
    expect(seen).toHaveBeenCalled();
    session.setProfile({ ...session.get().user!, id: 7, addressZipcode: '00000' });
    expect(session.get().user!.addressZipcode).toBe('94110');
  });

  it('keeps the server message of a failed sign-in and stores nothing', async () => {
    routes['POST v6/users/sign-in'] = [{ status: 400, body: { error: 'Invalid email or password.' } }];
    await expect(session.signIn(api(), { email: 'ann@example.com', password: 'nope' })).rejects.toThrow(
      'Invalid email or password.',
    );
    expect(session.get()).toMatchObject({
      status: 'error',
      error: 'Invalid email or password.',
      userToken: null,
      user: null,
    });
    expect(localStorage.getItem('X-Api-User-Token')).toBeNull();
    expect(events.some(([t]) => t === 'teetime-sign-in')).toBe(false);
  });

  it('does not sign in a user whose profile request answers 401', async () => {
    routes['GET v6/users'] = [{ status: 401, body: { error: 'Unauthorized' } }];
    await expect(session.signIn(api(), { email: 'ann@example.com', password: 'pw' })).rejects.toThrow();
    expect(session.get()).toMatchObject({ user: null, userToken: null, status: 'error' });
    expect(localStorage.getItem('X-Api-User-Token')).toBeNull();
    expect(events.some(([t]) => t === 'teetime-sign-in')).toBe(false);
  });

  it('leaves the state as it was when the one-time token is invalid', async () => {
    routes['POST v6/users/sign-in-with-one-time-token'] = [
      { status: 422, body: { error: 'Token is invalid' } },
    ];
    const before = session.get();
    await expect(session.signInWithOneTimeToken(api(), 'old')).rejects.toThrow('Token is invalid');
    expect(session.get()).toEqual(before);
    expect(requests('POST', 'v6/users/sign-in-with-one-time-token')[0]!.body).toEqual({
      one_time_token: 'old',
    });
  });

  it('signs in with a valid one-time token', async () => {
    routes['POST v6/users/sign-in-with-one-time-token'] = [
      { status: 200, body: { user: PROFILE, user_token: 'user-9' } },
    ];
    await session.signInWithOneTimeToken(api(), 'fresh');
    expect(localStorage.getItem('X-Api-User-Token')).toBe('user-9');
  });

  it('signs in socially with the provider, its token and the user id', async () => {
    routes['POST v6/users/sign-in/socially'] = [
      { status: 200, body: { user: PROFILE, user_token: 'user-7', is_new_user: false } },
    ];
    await session.signInSocially(api(), { provider: 'google', token: 'tok', uid: 'g-1' });
    expect(requests('POST', 'v6/users/sign-in/socially')[0]!.body).toEqual({
      provider: 'google',
      token: 'tok',
      uid: 'g-1',
    });
    expect(session.get()).toMatchObject({ userToken: 'user-7', status: 'done' });
    expect(events.some(([t]) => t === 'teetime-sign-in')).toBe(true);
  });

  it("signs up with the landing URL's iterable ids and referral values; the form's referral code wins", async () => {
    captureMarketingIdentity(
      'https://golf.test/?iterable_campaign_id=123&iterable_template_id=45&iterable_message_id=m-6&referral_code=LINK',
    );
    routes['POST v6/users'] = [{ status: 201, body: { user: PROFILE, user_token: 'user-3' } }];
    await session.signUp(api(), {
      firstName: 'Ann',
      lastName: 'Lee',
      addressZipcode: '10001',
      addressCountryIso2: 'US',
      email: 'ann@example.com',
      password: 'secret123',
      gRecaptchaResponseData: 'captcha',
      referralAttributes: { referralCode: 'TYPED' },
    });
    expect(requests('POST', 'v6/users')[0]!.body).toMatchObject({
      iterable_tracking: { campaign_id: 123, template_id: 45, message_id: 'm-6' },
      referral_attributes: { referral_code: 'TYPED' },
    });
  });

  it('signs up with the spec fields and the stored rwg token', async () => {
    captureAttribution('https://golf.test/?rwg_token=RWG1', Date.now(), { courseId: 77 });
    routes['POST v6/users'] = [{ status: 201, body: { user: PROFILE, user_token: 'user-2' } }];
    await session.signUp(api(), {
      firstName: 'Ann',
      lastName: 'Lee',
      addressZipcode: '10001',
      addressCountryIso2: 'US',
      email: 'ann@example.com',
      password: 'secret123',
      gRecaptchaResponseData: 'captcha',
      referralAttributes: { referralCode: 'FRIEND' },
    });
    expect(requests('POST', 'v6/users')[0]!.body).toMatchObject({
      first_name: 'Ann',
      address_country_iso2: 'US',
      g_recaptcha_response_data: 'captcha',
      referral_attributes: { referral_code: 'FRIEND' },
      rwg_token: 'RWG1',
      rwg_course_id: '77',
    });
    expect(session.get().userToken).toBe('user-2');
  });
});

describe('sign-out and forced logout', () => {
  function fillStorage() {
    localStorage.setItem('X-Api-User-Token', 'user-1');
    localStorage.setItem('X-Api-Session', 'sess-1');
    localStorage.setItem('teetime:cache:cards', '{}');
    localStorage.setItem('teetime:attribution', '{}');
    localStorage.setItem('host-page-key', 'theirs');
    sessionStorage.setItem('teetime:checkout', '{}');
    sessionStorage.setItem('teetime:filters', '{}');
  }

  it('tells the server, then drops the user, cards, filters and checkout but keeps attribution', async () => {
    fillStorage();
    routes['POST v6/users/sign-out'] = [{ status: 500, body: { error: 'boom' } }];
    const client = api();
    await session.restore(client);
    await session.signOut(client);
    expect(requests('POST', 'v6/users/sign-out')[0]!.headers.get('X-Api-User-Token')).toBe('user-1');
    expect(localStorage.getItem('X-Api-User-Token')).toBeNull();
    expect(localStorage.getItem('teetime:cache:cards')).toBeNull();
    expect(sessionStorage.getItem('teetime:checkout')).toBeNull();
    expect(sessionStorage.getItem('teetime:filters')).toBeNull();
    expect(localStorage.getItem('teetime:attribution')).toBe('{}');
    expect(localStorage.getItem('X-Api-Session')).toBe('sess-1');
    expect(localStorage.getItem('host-page-key')).toBe('theirs');
    expect(session.get()).toMatchObject({ user: null, userToken: null });
    expect(events).toContainEqual(['teetime-sign-out', {}]);
  });

  it('on a 401 with a user token clears our storage and asks for sign-in with reset', async () => {
    fillStorage();
    const client = api();
    await session.restore(client);
    routes['GET v6/credit_cards'] = [{ status: 401, body: { error: 'Unauthorized' } }];
    await expect(client.get('v6/credit_cards')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('X-Api-User-Token')).toBeNull();
    expect(sessionStorage.getItem('teetime:checkout')).toBeNull();
    expect(localStorage.getItem('teetime:attribution')).toBe('{}');
    expect(session.get().user).toBeNull();
    expect(events).toContainEqual(['teetime-sign-in-required', { reason: 'unauthorized', reset: true }]);
  });
});

describe('other tabs', () => {
  let unsubscribe = () => {};
  // A mounted widget shows the session: other tabs' changes are followed while one does.
  beforeEach(() => (unsubscribe = session.subscribe(() => undefined)));
  afterEach(() => unsubscribe());
  const storageEvent = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

  it('signs this tab out when another tab signs out', async () => {
    localStorage.setItem('X-Api-User-Token', 'user-1');
    sessionStorage.setItem('teetime:checkout', '{}');
    await session.restore(api());
    localStorage.removeItem('X-Api-User-Token');
    storageEvent('X-Api-User-Token', null);
    expect(session.get()).toMatchObject({ user: null, userToken: null });
    expect(sessionStorage.getItem('teetime:checkout')).toBeNull();
    expect(events).toContainEqual(['teetime-sign-out', {}]);
  });

  it('picks up a sign-in from another tab and loads the profile on the next restore', async () => {
    const client = api();
    await session.restore(client);
    localStorage.setItem('X-Api-User-Token', 'user-7');
    storageEvent('X-Api-User-Token', 'user-7');
    expect(session.get()).toMatchObject({ userToken: 'user-7', user: null, needsReload: true });
    await session.restore(client);
    expect(session.get()).toMatchObject({ needsReload: false, user: { id: 42 } });
    expect(events).toContainEqual(['teetime-sign-in', { userId: '42', email: 'ann@example.com' }]);
  });
});

describe('listening to other tabs', () => {
  it('listens on window only while something shows the session, and catches up when it starts again', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    const win = {
      addEventListener: (type: string, fn: EventListener) => (
        added.push(type),
        window.addEventListener(type, fn)
      ),
      removeEventListener: (type: string, fn: EventListener) => (
        removed.push(type),
        window.removeEventListener(type, fn)
      ),
    } as unknown as Window;
    const made = createSession({ bus: () => bus, win });
    expect(added).toEqual([]);
    const first = made.subscribe(() => undefined);
    const second = made.subscribe(() => undefined);
    expect(added).toEqual(['storage']);
    first();
    first();
    expect(removed).toEqual([]);
    second();
    expect(removed).toEqual(['storage']);
    // Another tab signs in while no widget shows the session: the next one sees it.
    localStorage.setItem('X-Api-User-Token', 'user-9');
    const third = made.subscribe(() => undefined);
    expect(made.get()).toMatchObject({ userToken: 'user-9', needsReload: true });
    third();
    expect(added).toEqual(['storage', 'storage']);
    expect(removed).toEqual(['storage', 'storage']);
  });
});

describe('page singleton', () => {
  it('is one session per page, shared through Symbol.for', () => {
    const s = getSession();
    expect(getSession()).toBe(s);
    expect((window as unknown as Record<symbol, unknown>)[Symbol.for('teetime.session')]).toBe(s);
    s.dispose();
  });
});

describe('the stored target after sign-in', () => {
  it('is read from the tab’s sessionStorage when asked for, not as the session is made', () => {
    sessionStorage.setItem('teetime:redirect', JSON.stringify({ path: '/my-account/favorites' }));
    const reads: string[] = [];
    const tab = {
      getItem: (key: string) => (reads.push(key), sessionStorage.getItem(key)),
      setItem: (key: string, value: string) => sessionStorage.setItem(key, value),
      removeItem: (key: string) => sessionStorage.removeItem(key),
      keys: () => Object.keys(sessionStorage),
      getJSON: <T>(key: string) =>
        (reads.push(key), JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? undefined) as T,
      setJSON: (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value)),
    };
    const made = createSession({ bus: () => bus, win: window, session: tab });
    try {
      expect(reads, 'sessionStorage read as the session is made').toEqual([]);
      expect(made.get().redirect?.path).toBe('/my-account/favorites');
      made.setRedirect({ path: '/my-account/price-alerts' });
      expect(made.get().redirect?.path).toBe('/my-account/price-alerts');
      made.setRedirect(undefined);
      expect(made.get().redirect).toBeUndefined();
      expect(sessionStorage.getItem('teetime:redirect')).toBeNull();
    } finally {
      made.dispose();
    }
  });
});
