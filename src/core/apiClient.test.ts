// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient as createTypedClient,
  isCancelled,
  type ApiClientOptions,
  type UntypedApiClient,
} from './apiClient';
import { NETWORK_ERROR_MESSAGE, isMaintenanceError } from './apiError';
import { createBus } from './bus';
import { keepEarlyCall, takeEarlyCall } from './earlyCalls';
import { createMaintenance } from './maintenance';

/** The client's conduct with made-up paths and bodies: its document types are not under test. */
const createApiClient = (o: ApiClientOptions) => createTypedClient(o) as unknown as UntypedApiClient;

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
  signal?: AbortSignal | null;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(
  answers: Array<Response | Error | ((init: RequestInit) => Promise<Response>)>,
  extra: Partial<ApiClientOptions> = {},
) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: String(init.method),
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
      signal: init.signal,
    });
    const next = answers.shift() ?? json(200, {});
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(init) : next;
  });
  const session = { handleUnauthorized: vi.fn() };
  const maintenance = createMaintenance({ bus: () => createBus() });
  const api = createApiClient({
    baseURL: 'https://sandbox.test/api/',
    appKey: 'demo-teetime',
    fetch: fetchFn as unknown as typeof fetch,
    session,
    maintenance,
    ...extra,
  });
  return { api, calls, session, maintenance, fetchFn };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('GETs base + path with snake_case params (nulls dropped, arrays comma-separated) and the app key', async () => {
    const { api, calls } = setup([json(200, { location_results: [{ course_id: 1, min_regular_rate: 35 }] })]);
    const out = await api.get('v6/courses/location_list', {
      params: {
        lat: 40.71,
        numHoles: 18,
        rateTypes: ['junior', 'senior'],
        maxRadius: undefined,
        minPrice: null,
        isRiding: false,
      },
    });
    expect(calls[0]!.url).toBe(
      'https://sandbox.test/api/v6/courses/location_list?lat=40.71&num_holes=18&rate_types=junior,senior&is_riding=false',
    );
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers.get('X-Api-Key')).toBe('demo-teetime');
    expect(calls[0]!.headers.has('X-Api-User-Token')).toBe(false);
    expect(calls[0]!.headers.has('X-Api-Session')).toBe(false);
    expect(calls[0]!.credentials).toBe('include');
    expect(out).toEqual({ locationResults: [{ courseId: 1, minRegularRate: 35 }] });
  });

  it('sends the stored user and session tokens, read at request time', async () => {
    const { api, calls } = setup([json(200, {}), json(200, {})]);
    await api.get('/v6/users');
    localStorage.setItem('X-Api-User-Token', 'user-tok');
    localStorage.setItem('X-Api-Session', 'sess-tok');
    await api.get('v6/users');
    expect(calls[0]!.url).toBe('https://sandbox.test/api/v6/users');
    expect(calls[0]!.headers.has('X-Api-User-Token')).toBe(false);
    expect(calls[1]!.headers.get('X-Api-User-Token')).toBe('user-tok');
    expect(calls[1]!.headers.get('X-Api-Session')).toBe('sess-tok');
  });

  it('sends the XSRF cookie back on writes from a page on the API’s origin, never on reads or to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D';
    // The marketplace site: the API on the page's own origin.
    const site = setup([json(200, {}), json(200, {}), json(200, {})], { baseURL: `${location.origin}/api` });
    await site.api.post('v6/favorite_courses', { courseId: '7' });
    await site.api.delete('v6/favorite_courses/7');
    await site.api.get('v6/favorite_courses');
    expect(site.calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual(['abc==', 'abc==', null]);
    // A partner's page: its own XSRF-TOKEN cookie stays on the page.
    const partner = setup([json(200, {})]);
    await partner.api.post('v6/favorite_courses', { courseId: '7' });
    expect(partner.calls[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('POSTs JSON bodies in snake_case', async () => {
    const { api, calls } = setup([json(200, { api_session_token: 'abc' })]);
    const out = await api.post<{ apiSessionToken?: string }>('v6/users/sign-in', {
      email: 'a@b.co',
      password: 'pw',
      rememberMe: true,
    });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      email: 'a@b.co',
      password: 'pw',
      remember_me: true,
    });
    expect(out.apiSessionToken).toBe('abc');
  });

  it('sends raw bodies and FormData as-is, and skipCase leaves keys alone both ways', async () => {
    const { api, calls } = setup([json(200, { a_b: 1 }), json(200, {}), json(200, {})]);
    const out = await api.put(
      'v6/users/settings',
      { googlePayIsPreferred: true },
      { skipCase: true, params: { someKey: 1 } },
    );
    expect(out).toEqual({ a_b: 1 });
    expect(calls[0]!.url).toBe('https://sandbox.test/api/v6/users/settings?someKey=1');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ googlePayIsPreferred: true });
    await api.patch('v6/alerts/3', '{"minPrice":10}', { raw: true });
    expect(calls[1]!.body).toBe('{"minPrice":10}');
    const form = new FormData();
    form.append('avatar', 'x');
    await api.post('v6/users/avatar', form);
    expect(calls[2]!.body).toBe(form);
  });

  it('supports DELETE with params; an answer that is not JSON comes back as its text', async () => {
    const { api, calls } = setup([
      new Response(null, { status: 204 }),
      new Response('PASS', { status: 200 }),
    ]);
    await expect(api.delete('v6/credit_cards/9', { params: { accessToken: 't' } })).resolves.toBeUndefined();
    expect(calls[0]!.method).toBe('DELETE');
    expect(calls[0]!.url).toBe('https://sandbox.test/api/v6/credit_cards/9?access_token=t');
    expect(await api.get('v6/pages/show/about')).toBe('PASS');
    expect(calls[1]!.headers.get('Accept')).toBe('application/json');
  });
});

describe("a first screen's early GETs (core/earlyCalls)", () => {
  const url = 'https://sandbox.test/api/v6/courses/7?qty=2';

  it('takes the answer of the same GET with the same app key instead of calling, once', async () => {
    const { api, calls } = setup([json(200, { course: { num_holes: 9 } })]);
    keepEarlyCall('demo-teetime', url, Promise.resolve({ course: { num_holes: 18 } }));
    expect(await api.get('v6/courses/7', { params: { qty: 2 } })).toEqual({ course: { numHoles: 18 } });
    expect(calls).toEqual([]);
    expect(await api.get('v6/courses/7', { params: { qty: 2 } })).toEqual({ course: { numHoles: 9 } });
    expect(calls).toHaveLength(1);
  });

  it("rejects as its own call would when the early one failed (a 404's message)", async () => {
    const { api, calls } = setup([]);
    keepEarlyCall('demo-teetime', url, Promise.reject({ status: 404, data: { message: 'No such course.' } }));
    const error = await api.get('v6/courses/7', { params: { qty: 2 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('No such course.');
    expect(calls).toEqual([]);
  });

  it('calls itself for another app key, another URL or with a token stored (the early GET had none)', async () => {
    const { api, calls } = setup([json(200, {}), json(200, {}), json(200, {})]);
    keepEarlyCall('another-key', url, Promise.resolve({}));
    await api.get('v6/courses/7', { params: { qty: 2 } });
    keepEarlyCall('demo-teetime', url, Promise.resolve({}));
    await api.get('v6/courses/7', { params: { qty: 3 } });
    localStorage.setItem('X-Api-User-Token', 'user-tok');
    await api.get('v6/courses/7', { params: { qty: 2 } });
    expect(calls.map((c) => c.url)).toEqual([url, url.replace('qty=2', 'qty=3'), url]);
    expect(takeEarlyCall('demo-teetime', url)).toBeDefined();
  });

  it('is not taken once older than EARLY_CALL_TTL_MS', () => {
    keepEarlyCall('demo-teetime', url, Promise.resolve({}), 1_000);
    expect(takeEarlyCall('demo-teetime', url, 10_999)).toBeDefined();
    keepEarlyCall('demo-teetime', url, Promise.resolve({}), 1_000);
    expect(takeEarlyCall('demo-teetime', url, 11_000)).toBeUndefined();
  });
});

describe('errors', () => {
  it('on a 401 while signed in, tells the session and rejects', async () => {
    localStorage.setItem('X-Api-User-Token', 'expired');
    const { api, session } = setup([json(401, { error: 'Unauthorized' })]);
    const err = await api.get('v6/users').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(session.handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ignores a late 401 for a token that was replaced meanwhile (the new user stays signed in)', async () => {
    localStorage.setItem('X-Api-User-Token', 'old');
    let answer!: (r: Response) => void;
    const { api, session, calls } = setup([() => new Promise<Response>((resolve) => (answer = resolve))]);
    const pending = api.get('v6/reservations').catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    localStorage.setItem('X-Api-User-Token', 'new');
    answer(json(401, { error: 'Unauthorized' }));
    expect(await pending).toMatchObject({ status: 401 });
    expect(session.handleUnauthorized).not.toHaveBeenCalled();
  });

  it('does not force a sign-in for a 401 without a user token (wrong password)', async () => {
    const { api, session } = setup([json(401, { error: 'Invalid email or password' })]);
    await expect(api.post('v6/users/sign-in', {})).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(session.handleUnauthorized).not.toHaveBeenCalled();
  });

  it('on a 503 sets maintenance and rejects recognisably; the next successful GET clears it', async () => {
    const { api, maintenance } = setup([json(503, {}), json(200, {}), json(200, {})]);
    const err = await api.get('v6/status/site').catch((e: unknown) => e);
    expect(isMaintenanceError(err)).toBe(true);
    expect((err as ApiError).status).toBe(503);
    expect(maintenance.active).toBe(true);
    await api.post('v6/feedbacks', {});
    expect(maintenance.active).toBe(true);
    await api.get('v6/status/site');
    expect(maintenance.active).toBe(false);
  });

  it('turns a failed connection into a friendly status-0 error', async () => {
    const { api } = setup([new TypeError('Failed to fetch')]);
    await expect(api.get('v6/countries')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error, check your connection and try again.');
  });

  it('passes the abort signal to fetch and rejects aborted requests as cancelled', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { api, calls } = setup([hang]);
    const controller = new AbortController();
    const pending = api.get('v6/search/autocomplete', {
      params: { q: 'pebble' },
      signal: controller.signal,
    });
    controller.abort();
    const err = await pending.catch((e: unknown) => e);
    expect(calls[0]!.signal).toBe(controller.signal);
    expect(isCancelled(err)).toBe(true);
    expect(isCancelled(new Error('boom'))).toBe(false);
  });

  it('reads the message from error or message (first string found) and keeps codes and field errors', async () => {
    const { api } = setup([
      json(422, {
        error: { base: ['Card was declined'] },
        status_code: 10001,
        offer_url: 'https://x.test',
        failure_steps: { retry_tee_time: true },
      }),
      json(400, { message: 'Token is invalid' }),
      json(422, { validation_errors: { card_number: ['is invalid'], cvv: 'is required' } }),
      json(429, {
        error: 'You have reached the threshold for reservations within a timespan. Please try again later.',
      }),
      new Response('<html>Bad gateway</html>', { status: 502 }),
    ]);
    const e1 = (await api.post('v6/reservations/tok', {}).catch((e: unknown) => e)) as ApiError;
    expect(e1).toMatchObject({
      status: 422,
      message: 'Card was declined',
      code: 10001,
      offerUrl: 'https://x.test',
      failureSteps: { retryTeeTime: true },
    });
    expect(e1.data).toMatchObject({ statusCode: 10001 });
    await expect(api.post('v6/users/sign-in-with-one-time-token', {})).rejects.toMatchObject({
      message: 'Token is invalid',
    });
    const e3 = (await api.post('v6/credit_cards', {}).catch((e: unknown) => e)) as ApiError;
    expect(e3.validationErrors).toEqual({ cardNumber: ['is invalid'], cvv: ['is required'] });
    await expect(api.post('v6/reservations/tok', {})).rejects.toMatchObject({
      status: 429,
      message: 'You have reached the threshold for reservations within a timespan. Please try again later.',
    });
    const e5 = (await api.get('v6/faqs').catch((e: unknown) => e)) as ApiError;
    expect(e5.status).toBe(502);
    expect(e5.message).not.toContain('<html>');
  });
});

describe('retry (spec 02 §7: up to 3 attempts, 1 second apart)', () => {
  it('tries a retry request again 1 s after a failure and returns the first answer', async () => {
    vi.useFakeTimers();
    try {
      const { api, calls } = setup([
        json(500, { error: 'Boom' }),
        new TypeError('Failed to fetch'),
        json(200, { ok: 1 }),
      ]);
      const answer = api.get('v6/status/site', { retry: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(answer).resolves.toEqual({ ok: 1 });
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after 3 attempts; plain requests, 503 and client errors are tried once', async () => {
    const fail = () => json(500, { error: 'Boom' });
    const three = setup([fail(), fail(), fail(), fail()], { retryDelayMs: 0 });
    await expect(three.api.get('v6/countries', { retry: true })).rejects.toMatchObject({ status: 500 });
    expect(three.calls).toHaveLength(3);
    const once = setup([fail(), json(200, {})], { retryDelayMs: 0 });
    await expect(once.api.get('v6/reservations')).rejects.toMatchObject({ status: 500 });
    expect(once.calls).toHaveLength(1);
    for (const status of [503, 404, 422]) {
      const s = setup([json(status, {}), json(200, {})], { retryDelayMs: 0 });
      await expect(s.api.get('v6/users', { retry: true })).rejects.toMatchObject({ status });
      expect(s.calls).toHaveLength(1);
    }
  });
});
