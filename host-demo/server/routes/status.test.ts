import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

describe('status and maintenance', () => {
  it('reports site status for the brand', async () => {
    const { request } = makeTestApp();
    const res = await request('/api/v6/status/site');
    expect(await res.json()).toEqual({
      network_membership_enabled: true,
      maintenance: false,
      brand_id: 'teetime',
    });
    const partner = await request('/api/v6/status/site', { apiKey: 'demo-lakeside' });
    expect((await partner.json()).network_membership_enabled).toBe(false);
    const aff = await request('/api/v6/status/affiliate');
    expect((await aff.json()).store_url).toMatch(/^https:\/\//);
  });

  it('answers 503 everywhere while in maintenance, except the switch', async () => {
    const { request } = makeTestApp({ config: { maintenance: true } });
    const site = await request('/api/v6/status/site');
    expect(site.status).toBe(503);
    expect(await site.json()).toMatchObject({ status_code: 503, maintenance: true });
    expect((await request('/api/v6/anything', { apiKey: null })).status).toBe(503);
    const sw = await request('/api/v6/status/maintenance');
    expect(await sw.json()).toEqual({ maintenance: true });
  });

  it('switches maintenance on and off with the admin token only', async () => {
    const { request } = makeTestApp();
    const denied = await request('/api/v6/status/maintenance', { method: 'POST', json: { enabled: true } });
    expect(denied.status).toBe(403);
    const on = await request('/api/v6/status/maintenance', {
      method: 'POST',
      json: { enabled: true },
      headers: { 'X-Admin-Token': 'demo-admin' },
    });
    expect(await on.json()).toEqual({ maintenance: true });
    expect((await request('/api/v6/status/site')).status).toBe(503);
    await request('/api/v6/status/maintenance', {
      method: 'POST',
      json: { enabled: false },
      headers: { 'X-Admin-Token': 'demo-admin' },
    });
    expect((await request('/api/v6/status/site')).status).toBe(200);
  });

  it('answers 422 with field errors for a bad switch body', async () => {
    const { request } = makeTestApp();
    const res = await request('/api/v6/status/maintenance', {
      method: 'POST',
      json: { enabled: 'yes' },
      headers: { 'X-Admin-Token': 'demo-admin' },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.validation_errors.enabled).toEqual(['Use true or false for the enabled.']);
  });
});
