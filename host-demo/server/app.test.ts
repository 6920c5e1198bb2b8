import { describe, expect, it } from 'vitest';
import { APP_KEY_MESSAGES } from './http/brandIds';
import { ISSUED_APP_KEYS } from './seed/brandAppKeys';
import { makeTestApp } from './testing/makeApp';

describe('app: common conduct', () => {
  it('refuses a request without an app key with 401 and a plain message saying what to send', async () => {
    const { request } = makeTestApp();
    const res = await request('/api/v6/status/site', { apiKey: null });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: APP_KEY_MESSAGES.missing,
      message: APP_KEY_MESSAGES.missing,
      status_code: 401,
      code: 'app_key_missing',
    });
    expect(APP_KEY_MESSAGES.missing).toMatch(
      /^No app key was sent\. Send the app key the marketplace gave you/,
    );
  });

  it('accepts the keys a brand issued to its partners, as that brand; demo-<brand> stays valid', async () => {
    const { request } = makeTestApp();
    for (const [brandId, keys] of Object.entries(ISSUED_APP_KEYS)) {
      for (const k of keys.filter((x) => !x.revokedAt)) {
        const res = await request('/api/v6/status/site', { apiKey: k.key });
        expect(res.status, k.key).toBe(200);
        expect((await res.json()).brand_id).toBe(brandId);
      }
      expect((await request('/api/v6/status/site', { apiKey: `demo-${brandId}` })).status).toBe(200);
    }
    const lakeside = ISSUED_APP_KEYS.lakeside![0]!.key;
    // The key decides the brand: lakeside's key answers lakeside's features.
    const status = await (await request('/api/v6/status/site', { apiKey: lakeside })).json();
    expect(status.brand_id).toBe('lakeside');
  });

  it('refuses an unknown key with 401 and a revoked one with 403, in plain words', async () => {
    const { request } = makeTestApp();
    for (const key of ['pk_cedar-ridge_club_9f3b61e0a5', 'PK_CEDAR-RIDGE_CLUB_9F3B61E0A4', 'x'.repeat(600)]) {
      const res = await request('/api/v6/courses/location_list?lat=40.7&lon=-74', { apiKey: key });
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe(APP_KEY_MESSAGES.unknown);
    }
    const revoked = ISSUED_APP_KEYS['cedar-ridge']!.find((k) => k.revokedAt)!.key;
    const res = await request('/api/v6/courses/location_list?lat=40.7&lon=-74', { apiKey: revoked });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: APP_KEY_MESSAGES.revoked,
      message: APP_KEY_MESSAGES.revoked,
      status_code: 403,
      code: 'app_key_revoked',
    });
  });

  it('knows a key issued after start-up (brand_app_keys) and stops accepting it once revoked', async () => {
    const { request, db } = makeTestApp();
    const key = 'pk_maple-hollow_new_site_0001';
    expect((await request('/api/v6/status/site', { apiKey: key })).status).toBe(401);
    db.prepare(
      "INSERT INTO brand_app_keys (app_key, brand_id, partner, issued_at) VALUES (?, 'maple-hollow', 'new.example', '2026-06-01')",
    ).run(key);
    const ok = await request('/api/v6/status/site', { apiKey: key });
    expect(ok.status).toBe(200);
    expect((await ok.json()).brand_id).toBe('maple-hollow');
    db.prepare("UPDATE brand_app_keys SET revoked_at = '2026-06-15' WHERE app_key = ?").run(key);
    expect((await request('/api/v6/status/site', { apiKey: key })).status).toBe(403);
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
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
    expect(await foreign.text()).not.toContain('brand_id');
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
