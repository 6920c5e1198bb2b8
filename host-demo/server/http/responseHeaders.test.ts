import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../main';
import { makeTestApp, type TestApp } from '../testing/makeApp';
import { apiCors, noSniff } from './responseHeaders';

/**
 * The headers every answer carries (request id, nosniff, CORS) and the status codes, both from
 * `app.request()` and over real HTTP through @hono/node-server (whose lightweight Request and
 * Response take another path: a header set after the answer is built must still reach the
 * client, and a GET must not need a full Request). Values were taken from the app before the
 * middleware was made cheaper, so they pin the behaviour it kept.
 */
const ORIGIN = 'http://localhost:8080';
const LIST = '/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=2026-06-16&qty=2';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Headers a client can rely on, without the ones the transport adds (date, connection, length). */
function headersOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of res.headers) {
    if (['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) continue;
    out[k] = k === 'x-request-id' && UUID.test(v) ? '<uuid>' : v;
  }
  return out;
}

const CORS_ALWAYS = {
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': 'X-Request-Id',
  vary: 'Origin, Accept-Encoding',
};

let app: TestApp;
let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  app = makeTestApp();
  const { server, port } = await listen((req) => app.app.fetch(req), 0);
  base = `http://127.0.0.1:${port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The same request through app.request() and over HTTP. */
async function both(path: string, init: RequestInit & { apiKey?: string | null } = {}) {
  const { apiKey = 'demo-teetime', ...rest } = init;
  const headers = new Headers(rest.headers);
  if (apiKey !== null) headers.set('X-Api-Key', apiKey);
  // As app.request() asks: nothing compressed (compressAnswers.test.ts covers compression).
  if (!headers.has('Accept-Encoding')) headers.set('Accept-Encoding', 'identity');
  const viaApp = await app.app.request(path, { ...rest, headers });
  const viaHttp = await fetch(base + path, { ...rest, headers });
  return [
    { via: 'app.request', res: viaApp, body: await viaApp.text() },
    { via: 'http', res: viaHttp, body: await viaHttp.text() },
  ];
}

describe('response headers and codes, in-process and over HTTP', () => {
  it('a location list: JSON, request id, nosniff, CORS for an allowed origin, the same answer', async () => {
    const answers = await both(LIST, { headers: { Origin: ORIGIN } });
    for (const { via, res, body } of answers) {
      expect(res.status, via).toBe(200);
      expect(headersOf(res), via).toEqual({
        ...CORS_ALWAYS,
        'access-control-allow-origin': ORIGIN,
        'content-type': 'application/json',
        'x-content-type-options': 'nosniff',
        'x-request-id': '<uuid>',
      });
      expect(JSON.parse(body).location_results.length, via).toBeGreaterThan(0);
    }
    // The same answer (media URLs name the origin the request reached).
    expect(answers[1]!.body.replaceAll(base, 'http://localhost') === answers[0]!.body).toBe(true);
    expect(answers[1]!.res.headers.get('content-length')).toBe(String(Buffer.byteLength(answers[1]!.body)));
  });

  it('no Access-Control-Allow-Origin without an origin; a sent request id comes back', async () => {
    for (const { via, res } of await both(LIST, { headers: { 'X-Request-Id': 'abc-123' } })) {
      expect(res.status, via).toBe(200);
      expect(headersOf(res), via).toEqual({
        ...CORS_ALWAYS,
        'content-type': 'application/json',
        'x-content-type-options': 'nosniff',
        'x-request-id': 'abc-123',
      });
    }
  });

  it('an origin not allowed: a 403 that page can read, with the same headers', async () => {
    const elsewhere = 'https://elsewhere.example';
    for (const { via, res, body } of await both(LIST, {
      headers: { Origin: elsewhere, 'X-Request-Id': 'abc-123' },
    })) {
      expect(res.status, via).toBe(403);
      expect(headersOf(res), via).toEqual({
        ...CORS_ALWAYS,
        'access-control-allow-origin': elsewhere,
        'content-type': 'application/json',
        'x-content-type-options': 'nosniff',
        'x-request-id': 'abc-123',
      });
      expect(JSON.parse(body).code, via).toBe('origin_not_allowed');
    }
  });

  it('errors keep the same headers: 401 without a key, 422 for a malformed query, 404 for an unknown path', async () => {
    const cases: [string, number, string | null][] = [
      [LIST, 401, null],
      ['/api/v6/courses/location_list?lat=north&lon=-73.99', 422, 'demo-teetime'],
      ['/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=2026-02-30', 422, 'demo-teetime'],
      ['/api/v6/courses/location_list?lat=40.75&lon=-73.99&page=0', 422, 'demo-teetime'],
      ['/api/v6/nowhere', 404, 'demo-teetime'],
    ];
    for (const [path, status, apiKey] of cases) {
      for (const { via, res, body } of await both(path, { apiKey, headers: { Origin: ORIGIN } })) {
        expect(res.status, `${via} ${path}`).toBe(status);
        expect(headersOf(res), via).toEqual({
          ...CORS_ALWAYS,
          'access-control-allow-origin': ORIGIN,
          'content-type': 'application/json',
          'x-content-type-options': 'nosniff',
          'x-request-id': '<uuid>',
        });
        const json = JSON.parse(body);
        expect(json.status_code).toBe(status);
        if (status === 422) {
          expect(Object.keys(json.validation_errors).length).toBeGreaterThan(0);
          expect(json.message).not.toMatch(/Invalid|Expected|Received/);
        }
      }
    }
  });

  it('a malformed query is refused every time, also after a good query was answered', async () => {
    const bad = '/api/v6/courses/location_list?lat=40.75&lon=-73.99&qty=many';
    for (let i = 0; i < 2; i++) {
      expect((await app.request(LIST)).status).toBe(200);
      const res = await app.request(bad);
      expect(res.status).toBe(422);
      expect((await res.json()).validation_errors).toHaveProperty('qty');
    }
  });

  it('a preflight: 204 with the allowed methods and headers', async () => {
    for (const { via, res } of await both(LIST, {
      method: 'OPTIONS',
      apiKey: null,
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' },
    })) {
      expect(res.status, via).toBe(204);
      expect(headersOf(res), via).toEqual({
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers':
          'Content-Type,X-Api-Key,X-Api-User-Token,X-Api-Session,X-XSRF-TOKEN,X-Request-Id',
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
        'access-control-allow-origin': ORIGIN,
        'access-control-expose-headers': 'X-Request-Id',
        'access-control-max-age': '600',
        vary: 'Origin, Access-Control-Request-Headers',
        'x-content-type-options': 'nosniff',
        'x-request-id': '<uuid>',
      });
    }
  });

  it('outside /api: request id and nosniff, no CORS', async () => {
    for (const { via, res } of await both('/media/courses/1.svg', { apiKey: null })) {
      expect(res.status, via).toBe(200);
      expect(headersOf(res), via).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-request-id': '<uuid>',
      });
      expect(res.headers.has('access-control-allow-credentials'), via).toBe(false);
    }
  });

  it('a body over the limit is still refused with 413; a GET is not held by the body limit', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(70 * 1024) });
    for (const { via, res } of await both('/api/v6/feedbacks', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    })) {
      expect(res.status, via).toBe(413);
      expect(res.headers.get('access-control-allow-origin'), via).toBe(ORIGIN);
      expect(res.headers.get('x-content-type-options'), via).toBe('nosniff');
    }
  });
});

describe('headers set on the built answer', () => {
  const corsOptions = {
    origin: (o: string) => (o === ORIGIN ? o : null),
    allowHeaders: ['X-Api-Key'],
    allowMethods: ['GET'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  };

  it("go on the handler's own answer, not on a copy of it (whose body would become a stream)", async () => {
    const app = new Hono();
    let built: Response | undefined;
    app.use('*', noSniff);
    app.use('*', apiCors(corsOptions));
    app.get('/', (c) => (built = c.body('{"ok":true}', 200, { 'Content-Type': 'application/json' })));
    const res = await app.request('/', { headers: { Origin: ORIGIN } });
    expect(res).toBe(built);
    expect(headersOf(res)).toEqual({
      ...CORS_ALWAYS,
      vary: 'Origin',
      'access-control-allow-origin': ORIGIN,
      'content-type': 'application/json',
      'x-content-type-options': 'nosniff',
    });
    expect(await res.text()).toBe('{"ok":true}');
  });

  it('reach an answer whose headers cannot change (a redirect), and a Vary the handler set', async () => {
    const app = new Hono();
    app.use('*', noSniff);
    app.use('*', apiCors(corsOptions));
    app.get('/away', () => Response.redirect('http://example.test/', 302));
    app.get('/vary', (c) => c.body('x', 200, { Vary: 'Accept' }));
    const away = await app.request('/away', { headers: { Origin: ORIGIN } });
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('http://example.test/');
    expect(away.headers.get('x-content-type-options')).toBe('nosniff');
    expect(away.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await app.request('/vary')).headers.get('vary')).toBe('Accept, Origin');
  });
});
