import { describe, expect, it } from 'vitest';
import { makeTestApp } from './testing/makeApp';

describe('app: common conduct', () => {
  it('refuses a request without an app key with 401 and the spec message', async () => {
    const { request } = makeTestApp();
    const res = await request('/api/v6/status/site', { apiKey: null });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'Missing or unknown app key',
      message: 'Missing or unknown app key',
      status_code: 401,
    });
  });

  it('refuses an unknown brand key and accepts every partner brand key', async () => {
    const { request } = makeTestApp();
    expect((await request('/api/v6/status/site', { apiKey: 'demo-nobody' })).status).toBe(401);
    expect((await request('/api/v6/status/site', { apiKey: 'teetime' })).status).toBe(401);
    for (const id of [
      'cedar-ridge',
      'lakeside',
      'coastal-fairways',
      'desert-springs',
      'maple-hollow',
      'northern-links',
    ]) {
      const res = await request('/api/v6/status/site', { apiKey: `demo-${id}` });
      expect(res.status).toBe(200);
      expect((await res.json()).brand_id).toBe(id);
    }
  });

  it('answers 401 Invalid user token for a token nobody issued', async () => {
    const { request } = makeTestApp();
    const res = await request('/api/v6/status/site', { headers: { 'X-Api-User-Token': 'forged' } });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Invalid user token');
  });

  it('resolves a user token through the injected resolver', async () => {
    const { request } = makeTestApp({
      resolveUserToken: (_db, token) => (token === 'good' ? { id: '1', email: 'a@example.com' } : null),
    });
    expect((await request('/api/v6/status/site', { headers: { 'X-Api-User-Token': 'good' } })).status).toBe(
      200,
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { request } = makeTestApp();
    const res = await request('/api/v6/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status_code: 404 });
  });

  it('allows credentialed CORS for partner origins only', async () => {
    const { request } = makeTestApp();
    const preflight = await request('/api/v6/status/site', {
      method: 'OPTIONS',
      apiKey: null,
      headers: {
        Origin: 'http://localhost:8081',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key,x-api-user-token',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8081');
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'x-api-user-token',
    );
    const foreign = await request('/api/v6/status/site', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers 413 for a body over the limit and 400 for malformed JSON', async () => {
    const { request } = makeTestApp({ config: { bodyLimitBytes: 100 } });
    const admin = { 'X-Admin-Token': 'demo-admin', 'Content-Type': 'application/json' };
    const big = await request('/api/v6/status/maintenance', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ enabled: false, pad: 'x'.repeat(500) }),
    });
    expect(big.status).toBe(413);
    const bad = await request('/api/v6/status/maintenance', {
      method: 'POST',
      headers: admin,
      body: '{"enabled":',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Malformed JSON in request body');
  });

  it('tags every answer with a request id', async () => {
    const { request } = makeTestApp();
    const res = await request('/api/v6/status/site');
    expect(res.headers.get('X-Request-Id')).toBeTruthy();
  });
});

describe('app: content sniffing', () => {
  it('answers X-Content-Type-Options: nosniff on every kind of answer', async () => {
    const { request } = makeTestApp();
    const answers = await Promise.all([
      request('/api/v6/status/site'),
      request('/api/v6/status/site', { apiKey: null }),
      request('/api/v6/nothing-here'),
      request('/api/v6/invitations/x/accept', { method: 'POST' }),
      request('/api/v6/users/sign-in', {
        method: 'POST',
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
      request('/api/v6/users/sign-in', { method: 'POST', json: { email: 1 } }),
      request('/api/openapi.json'),
      request('/media/courses/1.svg'),
      request('/api/v6/status/site', { method: 'OPTIONS', headers: { Origin: 'http://localhost:8081' } }),
    ]);
    expect(answers.map((r) => r.headers.get('x-content-type-options'))).toEqual(answers.map(() => 'nosniff'));
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 401, 400, 422, 200, 200, 204]);
  });
});
