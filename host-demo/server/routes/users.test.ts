import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describe('users routes', () => {
  it('signs in, reads the profile and signs out', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const res = await t.request('/api/v6/users', asUser(token));
    expect(res.status).toBe(200);
    const { user } = await json(res);
    expect(user).toMatchObject({ email: 'golfer@example.com', is_profile_complete: true, is_banned: false });
    expect(JSON.stringify(user)).not.toContain('scrypt');
    expect((await t.request('/api/v6/users/sign-out', { method: 'POST', ...asUser(token) })).status).toBe(
      200,
    );
    expect((await t.request('/api/v6/users', asUser(token))).status).toBe(401);
  });

  it('stores tokens hashed and passwords with scrypt', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const dump = JSON.stringify([
      t.db.prepare('SELECT * FROM auth_tokens').all(),
      t.db.prepare('SELECT * FROM users').all(),
    ]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain('teetime-demo-1');
    expect(dump).toContain('scrypt$');
  });

  it('answers 400 with a message on bad credentials and throttles after 5 failures', async () => {
    const t = makeTestApp({ config: { rateLimits: { signInFailuresBeforeThrottle: 3 } } });
    const bad = () =>
      t.request('/api/v6/users/sign-in', {
        method: 'POST',
        json: { email: 'golfer@example.com', password: 'nope-nope' },
      });
    for (let i = 0; i < 3; i++) {
      const res = await bad();
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe('Invalid email or password.');
    }
    expect((await bad()).status).toBe(429);
    const good = await t.request('/api/v6/users/sign-in', {
      method: 'POST',
      json: { email: 'golfer@example.com', password: 'teetime-demo-1' },
    });
    expect(good.status).toBe(429);
  });

  it('signs up, refuses a taken e-mail and checks /valid', async () => {
    const t = makeTestApp();
    const body = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_zipcode: '10001',
      address_country_iso2: 'us',
      email: 'ada@example.org',
      password: 'long-enough-1',
      g_recaptcha_response_data: 'sandbox-ok',
    };
    const res = await t.request('/api/v6/users', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.user).toMatchObject({
      email: 'ada@example.org',
      address_country_iso2: 'US',
      is_profile_complete: true,
    });
    const again = await t.request('/api/v6/users', { method: 'POST', json: body });
    expect(again.status).toBe(422);
    expect((await json(again)).validation_errors.email).toEqual(['has already been taken']);
    expect(await json(await t.request('/api/v6/users/valid?email=ada@example.org'))).toMatchObject({
      valid: false,
    });
    expect(await json(await t.request('/api/v6/users/valid?email=new@example.org'))).toMatchObject({
      valid: true,
    });
    expect(await json(await t.request('/api/v6/users/valid?email=nonsense'))).toMatchObject({ valid: false });
    const short = await t.request('/api/v6/users', {
      method: 'POST',
      json: { ...body, email: 'x@example.org', password: 'short' },
    });
    expect((await json(short)).validation_errors.password).toBeDefined();
  });

  it('edits the profile with the spec choice lists', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'newbie@example.com');
    const before = await json(await t.request('/api/v6/users', asUser(token)));
    expect(before.user.is_profile_complete).toBe(false);
    const ok = await t.request('/api/v6/users', {
      method: 'PATCH',
      ...asUser(token),
      json: {
        last_name: 'Newman',
        address_country_iso2: 'CA',
        address_zipcode: 'K1A 0B1',
        focus: 'sport',
        frequency: 'once_a_week',
        gender: 'n',
        skill_level: 'expert',
        handicap: 12.4,
        born_on: '1990-02-28',
      },
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).user).toMatchObject({
      is_profile_complete: true,
      focus: 'sport',
      gender_friendly: 'Prefer not to say',
      skill_level: 'expert',
    });
    const bad = await t.request('/api/v6/users', {
      method: 'PATCH',
      ...asUser(token),
      json: { focus: 'fun', frequency: 'daily', gender: 'x', skill_level: 'god', born_on: '1990-02-30' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).validation_errors).sort()).toEqual([
      'born_on',
      'focus',
      'frequency',
      'gender',
      'skill_level',
    ]);
    expect((await t.request('/api/v6/users', { method: 'PATCH', json: { focus: 'sport' } })).status).toBe(
      401,
    );
  });

  it('refuses a sign-up without a bot-check response, or with the failing test value', async () => {
    const t = makeTestApp();
    const body = {
      first_name: 'Rob',
      last_name: 'Ot',
      address_zipcode: '10001',
      address_country_iso2: 'US',
      email: 'rob@example.org',
      password: 'long-enough-1',
    };
    for (const captcha of [undefined, '', '   ', 'bot']) {
      const res = await t.request('/api/v6/users', {
        method: 'POST',
        json: { ...body, g_recaptcha_response_data: captcha },
      });
      expect(res.status).toBe(422);
      const answer = await json(res);
      expect(answer.error).toBe('Please confirm you are not a robot.');
      expect(answer.validation_errors.g_recaptcha_response_data).toBeDefined();
    }
    expect(t.db.prepare("SELECT 1 FROM users WHERE email = 'rob@example.org'").get()).toBeUndefined();
  });

  it('issues a session token', async () => {
    const t = makeTestApp();
    const body = await json(await t.request('/api/v6/users/session', { method: 'POST' }));
    expect(typeof body.api_session_token).toBe('string');
  });

  it('signs in with a one-time token once', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const { one_time_token } = await json(
      await t.request('/api/v6/users/one-time-token', { method: 'POST', ...asUser(token) }),
    );
    const use = () =>
      t.request('/api/v6/users/sign-in-with-one-time-token', { method: 'POST', json: { one_time_token } });
    const first = await use();
    expect(first.status).toBe(200);
    expect((await json(first)).user.email).toBe('member@example.com');
    const second = await use();
    expect(second.status).toBe(400);
    expect((await json(second)).error).toBe('Token is invalid');
    const garbage = await t.request('/api/v6/users/sign-in-with-one-time-token', {
      method: 'POST',
      json: { one_time_token: 42 },
    });
    expect((await json(garbage)).error).toBe('Token is invalid');
    const anonymous = await t.request('/api/v6/users/one-time-token', { method: 'POST' });
    expect(anonymous.status).toBe(422);
    expect((await json(anonymous)).validation_errors.email).toEqual(['is required']);
  });

  it('answers 404 email not found on a password reset for an unknown e-mail', async () => {
    const t = makeTestApp();
    const res = await t.request('/api/v6/users/password-reset', {
      method: 'POST',
      json: { email: 'nobody@example.com' },
    });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('email not found');
    expect(
      (
        await t.request('/api/v6/users/password-reset', {
          method: 'POST',
          json: { email: 'golfer@example.com' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers the rewards balance and keeps wallet preferences', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    expect(await json(await t.request('/api/v6/users/rewards_points', asUser(token)))).toEqual({
      rewards_points: 2500,
      rewards_value: 25,
    });
    expect(
      (await json(await t.request('/api/v6/users/rewards_profile_urls', asUser(token)))).rewards_profile_url,
    ).toBe('/my-account/rewards');
    const put = await t.request('/api/v6/users/settings', {
      method: 'PUT',
      ...asUser(token),
      json: { apple_pay_is_preferred: true },
    });
    expect(await json(put)).toEqual({ google_pay_is_preferred: false, apple_pay_is_preferred: true });
    expect(await json(await t.request('/api/v6/users/settings', asUser(token)))).toEqual({
      google_pay_is_preferred: false,
      apple_pay_is_preferred: true,
    });
    expect(
      (
        await t.request('/api/v6/users/settings', {
          method: 'PUT',
          ...asUser(token),
          json: { apple_pay_is_preferred: 'yes' },
        })
      ).status,
    ).toBe(422);
    expect((await t.request('/api/v6/users/settings')).status).toBe(401);
  });
});
