import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

const subscribe = { email: 'reader@example.com', code: 'weekly', g_recaptcha_response_data: 'ok' };
const alert = {
  email: 'reader@example.com',
  latitude: 39.74,
  longitude: -104.99,
  g_recaptcha_response_data: 'ok',
};

describe('mailing lists and deal alerts', () => {
  it('subscribes once per list, keeping the utm values', async () => {
    const t = makeTestApp();
    const path = '/api/v4/mailing_lists/subscribe.json';
    const first = await t.request(path, {
      method: 'POST',
      json: { ...subscribe, source: 'footer', utm_source: 'golfmag', zip_code: '10001' },
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, code: 'weekly', already_subscribed: false });
    const again = await t.request(path, { method: 'POST', json: subscribe });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true, code: 'weekly', already_subscribed: true });
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

  it("a newsletter e-mail's unsubscribe link leaves that list without signing in, once", async () => {
    const t = makeTestApp();
    const path = '/api/v4/mailing_lists/subscribe.json';
    await t.request(path, { method: 'POST', json: { ...subscribe, code: 'newsletter' } });
    await t.request(path, { method: 'POST', json: subscribe });
    const mail = await outboxMail(t, 'reader@example.com', 'newsletter');
    expect(mail.link).toMatch(/^\/unsubscribe\/(weekly|newsletter)\?email=reader%40example\.com&linkToken=/);
    const newsletter = (await outbox(t, 'reader@example.com', 'newsletter')).find((m) =>
      m.link.startsWith('/unsubscribe/newsletter?'),
    )!;
    const leave = (token: string) =>
      t.request('/api/v4/mailing_lists/unsubscribe.json', { method: 'POST', json: { token } });
    const left = await leave(newsletter.token);
    expect(await left.json()).toEqual({
      unsubscribed: true,
      code: 'newsletter',
      email: 'reader@example.com',
      was_subscribed: true,
    });
    const lists = t.db.prepare('SELECT list_code FROM mailing_list_subscriptions').all();
    expect(lists).toEqual([{ list_code: 'weekly' }]);
    expect(
      ((await (await leave(newsletter.token)).json()) as { was_subscribed: boolean }).was_subscribed,
    ).toBe(false);
    const forged = await leave(`${newsletter.token.split('.')[0]}.forged`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: string }).error).toMatch(/invalid/);
    // Subscribing again works, and sends a new link.
    expect(
      (await t.request(path, { method: 'POST', json: { ...subscribe, code: 'newsletter' } })).status,
    ).toBe(201);
  });

  it("a deal-alert e-mail's unsubscribe link stops that alert", async () => {
    const t = makeTestApp();
    await t.request('/api/v6/deals/alerts', { method: 'POST', json: alert });
    const mail = await outboxMail(t, 'reader@example.com', 'deal_alert');
    expect(mail.link).toMatch(/^\/deals\/unsubscribe\/deal-alerts\?email=reader%40example\.com&linkToken=/);
    const stop = () =>
      t.request('/api/v6/deals/alerts/unsubscribe', { method: 'POST', json: { token: mail.token } });
    expect(await (await stop()).json()).toEqual({ unsubscribed: true, was_subscribed: true });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM deal_alerts').get()).toEqual({ n: 0 });
    expect(((await (await stop()).json()) as { was_subscribed: boolean }).was_subscribed).toBe(false);
    const wrong = await t.request('/api/v6/deals/alerts/unsubscribe', {
      method: 'POST',
      json: { token: 'da_x.y' },
    });
    expect(wrong.status).toBe(404);
  });
});

interface Mail {
  link: string;
  token: string;
}
const outbox = async (t: ReturnType<typeof makeTestApp>, email: string, kind: string) =>
  (
    (await (
      await t.request(`/api/v6/sandbox/outbox?email=${encodeURIComponent(email)}&kind=${kind}`)
    ).json()) as {
      messages: Mail[];
    }
  ).messages;
const outboxMail = async (t: ReturnType<typeof makeTestApp>, email: string, kind: string) => {
  const [mail] = await outbox(t, email, kind);
  if (!mail) throw new Error(`no ${kind} e-mail`);
  return mail;
};
