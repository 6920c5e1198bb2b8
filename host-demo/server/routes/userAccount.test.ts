import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp, type TestApp } from '../testing/makeApp';
import { lastMail, outbox } from '../testing/outbox';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(t: TestApp, token: string | null, file: Blob, field = 'avatar') {
  const form = new FormData();
  form.append(field, file, 'me.png');
  return t.request('/api/v6/users/avatar', { method: 'POST', body: form, ...(token ? asUser(token) : {}) });
}

describe('account deletion in two steps', () => {
  it('e-mails a confirmation link, then deletes the account with its token', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const requested = await t.request('/api/v6/users/request_deletion', { method: 'POST', ...asUser(token) });
    expect(requested.status).toBe(200);
    const mail = await lastMail(t, 'golfer@example.com', 'deletion');
    expect(mail.link).toBe(`/my-account/confirm-deletion/${mail.token}`);

    const wrong = await t.request('/api/v6/users?token=nope', { method: 'DELETE', ...asUser(token) });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({
      error: 'This deletion link is invalid or has expired.',
      delete_account: 'This deletion link is invalid or has expired.',
    });
    const missing = await t.request('/api/v6/users', { method: 'DELETE', ...asUser(token) });
    expect((await json(missing)).delete_account).toBeDefined();
    // Another user cannot use the golfer's link.
    const member = await signInAs(t, 'member@example.com');
    const stolen = await t.request(`/api/v6/users?token=${mail.token}`, {
      method: 'DELETE',
      ...asUser(member),
    });
    expect(stolen.status).toBe(422);

    const done = await t.request(`/api/v6/users?token=${mail.token}`, { method: 'DELETE', ...asUser(token) });
    expect(done.status).toBe(200);
    expect((await t.request('/api/v6/users', asUser(token))).status).toBe(401);
    const gone = await t.request('/api/v6/users/sign-in', {
      method: 'POST',
      json: { email: 'golfer@example.com', password: 'teetime-demo-1' },
    });
    expect(gone.status).toBe(400);
    for (const table of [
      'credit_cards',
      'favorite_courses',
      'favorite_cities',
      'price_alerts',
      'auth_tokens',
    ])
      expect(t.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = 'usr_golfer'`).get()).toEqual({
        n: 0,
      });
  });

  it('needs a signed-in user for both steps', async () => {
    const t = makeTestApp();
    expect((await t.request('/api/v6/users/request_deletion', { method: 'POST' })).status).toBe(401);
    expect((await t.request('/api/v6/users?token=x', { method: 'DELETE' })).status).toBe(401);
    expect(await outbox(t, 'golfer@example.com')).toEqual([]);
  });
});

describe('avatar', () => {
  it('stores a picture and serves it back by URL without an app key', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const res = await upload(t, token, new Blob([PNG], { type: 'image/png' }));
    expect(res.status).toBe(200);
    const { avatar_url } = await json(res);
    expect(avatar_url).toMatch(/^http:\/\/localhost\/media\/avatars\/av_[\w-]+\.png$/);
    expect((await json(await t.request('/api/v6/users', asUser(token)))).user.avatar_url).toBe(avatar_url);
    const served = await t.app.request(new URL(avatar_url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // A new upload gets a new URL; the old one is gone.
    const next = (await json(await upload(t, token, new Blob([PNG])))).avatar_url;
    expect(next).not.toBe(avatar_url);
    expect((await t.app.request(new URL(avatar_url).pathname)).status).toBe(404);
  });

  it('refuses what is not a PNG, JPEG, GIF or WebP picture, whatever its type says', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const file of [
      new Blob([svg], { type: 'image/svg+xml' }),
      new Blob(['hello'], { type: 'image/png' }),
      new Blob([]),
    ]) {
      const res = await upload(t, token, file);
      expect(res.status).toBe(422);
      expect((await json(res)).error).toBe('The avatar must be a PNG, JPEG, GIF or WebP picture.');
    }
    const wrongField = await upload(t, token, new Blob([PNG]), 'picture');
    expect(wrongField.status).toBe(422);
    expect((await json(wrongField)).validation_errors.avatar).toEqual(['is required']);
    const asJson = await t.request('/api/v6/users/avatar', {
      method: 'POST',
      ...asUser(token),
      json: { avatar: 'x' },
    });
    expect(asJson.status).toBe(422);
    const broken = await t.request('/api/v6/users/avatar', {
      method: 'POST',
      headers: { 'X-Api-User-Token': token, 'Content-Type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nno end',
    });
    expect(broken.status).toBe(400);
    expect((await json(broken)).error).toBe('Malformed form data');
    const big = await upload(t, token, new Blob([PNG, new Uint8Array(600 * 1024)]));
    expect(big.status).toBe(413);
    expect((await upload(t, null, new Blob([PNG]))).status).toBe(401);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM user_avatars').get()).toEqual({ n: 0 });
  });
});

describe('social sign-in (the sandbox plays the identity provider)', () => {
  const social = (t: TestApp, body: object) =>
    t.request('/api/v6/users/sign-in/socially', { method: 'POST', json: body });

  it('creates an account for a new identity, then signs the same one in again', async () => {
    const t = makeTestApp();
    const first = await social(t, {
      provider: 'google',
      token: 'sandbox-google-token',
      uid: 'google-sandbox-1001',
    });
    expect(first.status).toBe(200);
    const body = await json(first);
    expect(body.is_new_user).toBe(true);
    expect(body.user).toMatchObject({
      email: 'social.golfer@example.com',
      first_name: 'Sam',
      identities: [{ provider: 'google', uid: 'google-sandbox-1001' }],
      is_profile_complete: false,
      requires_data_check: true,
    });
    expect((await t.request('/api/v6/users', asUser(body.user_token))).status).toBe(200);
    const again = await json(await social(t, { provider: 'google', token: 'sandbox-google-token' }));
    expect(again).toMatchObject({ is_new_user: false, user: { id: body.user.id } });
  });

  it("links the identity to the account with the provider's e-mail", async () => {
    const t = makeTestApp();
    const body = await json(await social(t, { provider: 'google', token: 'sandbox-google-golfer' }));
    expect(body).toMatchObject({
      is_new_user: false,
      user: { id: 'usr_golfer', email: 'golfer@example.com' },
    });
    expect(body.user.identities).toEqual([{ provider: 'google', uid: 'google-sandbox-1002' }]);
  });

  it('answers 401 with a plain message when the provider refuses the token', async () => {
    const t = makeTestApp();
    for (const bad of [
      { provider: 'google', token: 'made-up' },
      { provider: 'apple', token: 'sandbox-google-token' },
      { provider: 'google', token: 'sandbox-google-token', uid: 'someone-else' },
    ]) {
      const res = await social(t, bad);
      expect(res.status).toBe(401);
      expect((await json(res)).error).toMatch(
        /^Something went wrong signing you in with (Google|Apple)\. Please try again\.$/,
      );
    }
    const unknownProvider = await social(t, { provider: 'myspace', token: 'x' });
    expect(unknownProvider.status).toBe(422);
    expect((await json(unknownProvider)).validation_errors.provider).toBeDefined();
  });
});

describe('data check', () => {
  it('asks the flagged account to confirm its details, and forgets the flag once confirmed', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'verify@example.com');
    const { user } = await json(await t.request('/api/v6/users', asUser(token)));
    expect(user).toMatchObject({
      force_data_check: true,
      requires_data_check: false,
      is_data_checked: false,
    });
    const res = await t.request('/api/v6/users', {
      method: 'PATCH',
      ...asUser(token),
      json: { address_zipcode: '33130', is_data_checked: true },
    });
    expect((await json(res)).user).toMatchObject({
      address_zipcode: '33130',
      force_data_check: false,
      is_data_checked: true,
      data_checked_at: '2026-06-15T13:00:00.000Z',
    });
  });

  it('refuses to confirm incomplete details, and keeps the edit undone', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'newbie@example.com');
    const res = await t.request('/api/v6/users', {
      method: 'PATCH',
      ...asUser(token),
      json: { first_name: 'Nadia', is_data_checked: true },
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error).toBe('Please complete your details before confirming them.');
    expect(Object.keys(body.validation_errors).sort()).toEqual([
      'address_country_iso2',
      'address_zipcode',
      'last_name',
    ]);
    expect((await json(await t.request('/api/v6/users', asUser(token)))).user.first_name).toBe('Nina');
    const falsy = await t.request('/api/v6/users', {
      method: 'PATCH',
      ...asUser(token),
      json: { is_data_checked: false },
    });
    expect(falsy.status).toBe(422);
  });
});

describe('communication preferences', () => {
  const prefs = {
    promotional: { suspended: true, reason: 'Too many e-mails' },
    'push-weekly': { suspended: true },
  };

  it('suspends consents with a reason for the signed-in user, and resumes them', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const res = await t.request('/api/v6/users/usr_golfer/unsubscribe', {
      method: 'PATCH',
      ...asUser(token),
      json: { email: 'Golfer@example.com', preferences: prefs },
    });
    expect(res.status).toBe(200);
    const { consumer_privacy_agreements: agreements } = await json(res);
    expect(agreements.promotional).toEqual({ suspended: true, reason: 'Too many e-mails' });
    expect(agreements['push-weekly']).toEqual({ suspended: true, reason: null });
    expect(agreements.weekly).toEqual({ suspended: false, reason: null });
    expect(Object.keys(agreements)).toHaveLength(8);
    const profile = (await json(await t.request('/api/v6/users', asUser(token)))).user;
    expect(profile.consumer_privacy_agreements).toEqual(agreements);
    const resumed = await t.request('/api/v6/users/usr_golfer/unsubscribe', {
      method: 'PATCH',
      ...asUser(token),
      json: {
        email: 'golfer@example.com',
        preferences: { promotional: { suspended: false, reason: 'ignored' } },
      },
    });
    expect((await json(resumed)).consumer_privacy_agreements.promotional).toEqual({
      suspended: false,
      reason: null,
    });
  });

  it("takes an unsubscribe link's token instead of a sign-in, and guards others' preferences", async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const { unsubscribe_token } = (await json(await t.request('/api/v6/users', asUser(token)))).user;
    const patch = (id: string, body: object, user?: string) =>
      t.request(`/api/v6/users/${id}/unsubscribe`, {
        method: 'PATCH',
        json: body,
        ...(user ? asUser(user) : {}),
      });
    const byLink = await patch('usr_golfer', {
      email: 'golfer@example.com',
      token: unsubscribe_token,
      preferences: prefs,
    });
    expect(byLink.status).toBe(200);
    expect((await patch('usr_golfer', { email: 'golfer@example.com', preferences: prefs })).status).toBe(401);
    const forged = await patch('usr_member', {
      email: 'member@example.com',
      token: unsubscribe_token,
      preferences: prefs,
    });
    expect(forged.status).toBe(403);
    expect((await json(forged)).error).toBe('This unsubscribe link is invalid.');
    const member = await signInAs(t, 'member@example.com');
    const other = await patch('usr_golfer', { email: 'golfer@example.com', preferences: prefs }, member);
    expect(other.status).toBe(403);
    const wrongEmail = await patch('usr_golfer', { email: 'member@example.com', preferences: prefs }, token);
    expect(wrongEmail.status).toBe(422);
    expect((await json(wrongEmail)).error).toBe('The e-mail does not match this account.');
    const badList = await patch(
      'usr_golfer',
      { email: 'golfer@example.com', preferences: { spam: { suspended: true } } },
      token,
    );
    expect(badList.status).toBe(422);
    const empty = await patch('usr_golfer', { email: 'golfer@example.com', preferences: {} }, token);
    expect(empty.status).toBe(422);
  });
});
