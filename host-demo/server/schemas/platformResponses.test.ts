import { describe, expect, it } from 'vitest';
import { expectDescribed } from '../testing/describedAnswer';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('response schemas of the platform routes describe the real answers', () => {
  it('mailing lists and deal alerts, new and again', async () => {
    const t = makeTestApp();
    const list = '/api/v4/mailing_lists/subscribe.json';
    const subscribe = { email: 'reader@example.com', code: 'weekly', g_recaptcha_response_data: 'ok' };
    await expectDescribed(t, 'post', list, list, { json: subscribe });
    await expectDescribed(t, 'post', list, list, { json: subscribe });
    const alerts = '/api/v6/deals/alerts';
    const alert = {
      email: 'reader@example.com',
      latitude: 39.74,
      longitude: -104.99,
      g_recaptcha_response_data: 'ok',
    };
    await expectDescribed(t, 'post', alerts, alerts, { json: alert });
    await expectDescribed(t, 'post', alerts, alerts, { json: alert });
  });

  it('one-time token (signed in and e-mailed), avatar, unsubscribe, the outbox', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const ott = '/api/v6/users/one-time-token';
    const given = await expectDescribed(t, 'post', ott, ott, { ...asUser(token), json: {} });
    expect(given.one_time_token).toBeDefined();
    const mailed = await expectDescribed(t, 'post', ott, ott, { json: { email: 'golfer@example.com' } });
    expect(mailed.success).toBe(true);
    const outbox = '/api/v6/sandbox/outbox';
    const sent = await expectDescribed(t, 'get', outbox, `${outbox}?email=golfer@example.com`);
    expect((sent.messages as unknown[]).length).toBeGreaterThan(0);
    const form = new FormData();
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
    await expectDescribed(t, 'post', '/api/v6/users/avatar', '/api/v6/users/avatar', {
      body: form,
      ...asUser(token),
    });
    await expectDescribed(
      t,
      'patch',
      '/api/v6/users/:id/unsubscribe',
      '/api/v6/users/usr_golfer/unsubscribe',
      {
        ...asUser(token),
        json: {
          email: 'golfer@example.com',
          preferences: { promotional: { suspended: true, reason: 'Too many' } },
        },
      },
    );
  });

  it('card tokens, course suggestions, in-app messages, sandbox identities, the OpenAPI document', async () => {
    const t = makeTestApp();
    await expectDescribed(t, 'post', '/api/v6/card_tokens', '/api/v6/card_tokens', {
      json: { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2031, cvv: '123', name: 'Pat' },
    });
    const CS = '/api/v6/course_suggestions';
    const made = await expectDescribed(t, 'post', CS, CS, {
      json: { customer_email: 'ada@example.com', customer_name: 'Ada', course_name: 'Pine Hollow' },
    });
    const id = (made.course_suggestion as { id: string }).id;
    await expectDescribed(t, 'post', `${CS}/:id`, `${CS}/${id}`, { json: { address_city: 'Boulder' } });
    const token = await signInAs(t, 'golfer@example.com');
    const { jwt } = (await (
      await t.request('/api/v6/marketing/iterable/jwt_tokens', asUser(token))
    ).json()) as {
      jwt: string;
    };
    const messages = '/api/messaging/in_app/messages';
    await expectDescribed(t, 'get', messages, `${messages}?count=2`, {
      headers: { Authorization: `Bearer ${jwt}` },
      apiKey: null,
    });
    await expectDescribed(t, 'get', '/api/v6/sandbox/identities', '/api/v6/sandbox/identities');
    const info = '/api/v6/sandbox/token-info';
    await expectDescribed(t, 'get', info, `${info}?id_token=sandbox-google-golfer`);
    await expectDescribed(t, 'get', '/api/openapi.json', '/api/openapi.json', { apiKey: null });
  });
});
