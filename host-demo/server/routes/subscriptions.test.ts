import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

const subscribe = { email: 'reader@example.com', code: 'weekly', g_recaptcha_response_data: 'ok' };

describe('mailing lists and deal alerts', () => {
  it('subscribes once per list, keeping the utm values', async () => {
    const t = makeTestApp();
    const path = '/api/v4/mailing_lists/subscribe.json';
    const first = await t.request(path, {
      method: 'POST',
      json: { ...subscribe, source: 'footer', utm_source: 'golfmag', zip_code: '10001' },
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, code: 'weekly' });
    expect((await t.request(path, { method: 'POST', json: subscribe })).status).toBe(200);
    const row = t.db.prepare('SELECT utm, zip_code FROM mailing_list_subscriptions').get();
    expect(row).toEqual({ utm: '{"utm_source":"golfmag"}', zip_code: '10001' });
  });

  it('refuses unknown lists, bad e-mails and a failed bot check', async () => {
    const t = makeTestApp();
    const path = '/api/v4/mailing_lists/subscribe.json';
    const status = async (json: unknown) => (await t.request(path, { method: 'POST', json })).status;
    expect(await status({ ...subscribe, code: 'spam' })).toBe(422);
    expect(await status({ ...subscribe, email: 'nope' })).toBe(422);
    const bot = await t.request(path, {
      method: 'POST',
      json: { ...subscribe, g_recaptcha_response_data: 'bot' },
    });
    expect(bot.status).toBe(422);
    expect(((await bot.json()) as { error: string }).error).toBe('Please confirm you are not a robot.');
    expect(await status({ email: 'reader@example.com', code: 'weekly' })).toBe(422);
  });

  it('signs up for deal alerts near a point, radius capped at 150 miles', async () => {
    const t = makeTestApp();
    const alert = {
      email: 'reader@example.com',
      latitude: 39.74,
      longitude: -104.99,
      g_recaptcha_response_data: 'ok',
    };
    const res = await t.request('/api/v6/deals/alerts', { method: 'POST', json: alert });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { alert: { radius: number } }).alert.radius).toBe(150);
    expect((await t.request('/api/v6/deals/alerts', { method: 'POST', json: alert })).status).toBe(200);
    const far = await t.request('/api/v6/deals/alerts', { method: 'POST', json: { ...alert, radius: 500 } });
    expect(far.status).toBe(422);
    const bot = await t.request('/api/v6/deals/alerts', {
      method: 'POST',
      json: { ...alert, g_recaptcha_response_data: 'bot' },
    });
    expect(bot.status).toBe(422);
  });
});
