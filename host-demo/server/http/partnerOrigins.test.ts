import { describe, expect, it } from 'vitest';
import { createConfig, DEFAULT_PARTNER_ORIGINS, parseOrigins } from '../deps';
import { makeTestApp } from '../testing/makeApp';

const STATUS = '/api/v6/status/site';

describe('the partner origins allow-list (TEETIME_PARTNER_ORIGINS)', () => {
  it('adds the setting’s origins to the defaults instead of replacing them', () => {
    const env = { TEETIME_PARTNER_ORIGINS: 'https://golf.example/, https://www.golf.example:8443 ,' };
    const origins = createConfig({}, env).partnerOrigins;
    for (const o of DEFAULT_PARTNER_ORIGINS) expect(origins).toContain(o);
    expect(origins).toContain('https://golf.example');
    expect(origins).toContain('https://www.golf.example:8443');
    // The server's own list (npm start: its ports) is kept too.
    const started = createConfig({ partnerOrigins: ['http://localhost:9000'] }, env).partnerOrigins;
    expect(started).toEqual([
      'http://localhost:9000',
      'https://golf.example',
      'https://www.golf.example:8443',
    ]);
    expect(parseOrigins('golf.example')).toEqual(['golf.example']);
  });

  it('lets a page of an added origin call the API, with the defaults still allowed', async () => {
    const { app } = makeTestApp({
      config: createConfig({}, { TEETIME_PARTNER_ORIGINS: 'https://golf.example' }),
    });
    for (const origin of ['https://golf.example', 'http://localhost:8081']) {
      const res = await app.request(STATUS, { headers: { Origin: origin, 'X-Api-Key': 'demo-teetime' } });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
  });
});

describe('a page whose origin is not allowed', () => {
  const origin = 'https://partner.example';

  it('gets a 403 it can read, naming its origin and the setting, before its key is even checked', async () => {
    const { request } = makeTestApp();
    for (const apiKey of ['demo-teetime', null]) {
      const res = await request(STATUS, { apiKey, headers: { Origin: origin } });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toContain('Origin');
      const body = await res.json();
      expect(body).toMatchObject({ status_code: 403, code: 'origin_not_allowed', origin });
      expect(body.message).toContain(origin);
      expect(body.message).toContain('TEETIME_PARTNER_ORIGINS');
    }
  });

  it('changes nothing: refused feedback is not stored, the same feedback from an allowed page is', async () => {
    const { request, db } = makeTestApp();
    const count = () => (db.prepare('SELECT COUNT(*) AS n FROM feedbacks').get() as { n: number }).n;
    const send = (from: string) =>
      request('/api/v6/feedbacks', {
        method: 'POST',
        headers: { Origin: from },
        json: { found_everything: true, message: 'Great' },
      });
    const before = count();
    expect((await send(origin)).status).toBe(403);
    expect(count()).toBe(before);
    expect((await send('http://localhost:8081')).status).toBe(201);
    expect(count()).toBe(before + 1);
  });

  it('passes its preflight, so the browser sends the request and lets the page read the 403', async () => {
    const { request } = makeTestApp();
    const res = await request(STATUS, {
      method: 'OPTIONS',
      apiKey: null,
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-api-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
  });

  it('the API’s own origin and a caller without an Origin (a server) are always allowed', async () => {
    const { request } = makeTestApp();
    const own = await request(`http://api.test${STATUS}`, { headers: { Origin: 'http://api.test' } });
    expect(own.status).toBe(200);
    expect((await request(STATUS)).status).toBe(200);
  });
});
