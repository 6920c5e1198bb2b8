import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp, TEST_NOW, type TestApp } from '../testing/makeApp';
import { lastMail, outbox } from '../testing/outbox';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
const post = (t: TestApp, path: string, body: unknown, token?: string) =>
  t.request(`/api/v6/users/${path}`, { method: 'POST', json: body, ...(token ? asUser(token) : {}) });
const signIn = (t: TestApp, email: string, password: string) => post(t, 'sign-in', { email, password });

describe('sandbox outbox', () => {
  it('answers the e-mails sent to an address, newest first, without a user token', async () => {
    const t = makeTestApp();
    expect(await outbox(t, 'golfer@example.com')).toEqual([]);
    await post(t, 'password-reset', { email: 'golfer@example.com' });
    await post(t, 'one-time-token', { email: 'Golfer@Example.com' });
    const mails = await outbox(t, 'GOLFER@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['one_time_token', 'reset_password']);
    expect(mails[1]).toMatchObject({
      to: 'golfer@example.com',
      subject: 'Reset your password',
      created_at: TEST_NOW.toISOString(),
    });
    expect(mails[1]!.link).toBe(`/reset-password?reset_password_token=${mails[1]!.token}`);
    expect(await outbox(t, 'golfer@example.com', 'unlock')).toEqual([]);
    expect(await outbox(t, 'member@example.com')).toEqual([]);
    const bad = await t.request('/api/v6/sandbox/outbox?kind=spam');
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).validation_errors).sort()).toEqual(['email', 'kind']);
  });
});

describe('password reset', () => {
  it('e-mails a link, resets with token and confirmation once, and ends every session', async () => {
    const t = makeTestApp();
    const session = await signInAs(t, 'golfer@example.com');
    const sent = await post(t, 'password-reset', { email: 'golfer@example.com' });
    expect(await json(sent)).toMatchObject({ success: true });
    const { token } = await lastMail(t, 'golfer@example.com', 'reset_password');
    const mismatch = await post(t, 'reset-password', {
      token,
      password: 'brand-new-pass-1',
      password_confirmation: 'brand-new-pass-2',
    });
    expect(mismatch.status).toBe(422);
    expect(await json(mismatch)).toMatchObject({
      error: "Password confirmation doesn't match password.",
      validation_errors: { password_confirmation: ["doesn't match password"] },
    });
    const short = await post(t, 'reset-password', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect((await json(short)).validation_errors.password).toBeDefined();
    const ok = await post(t, 'reset-password', {
      token,
      password: 'brand-new-pass-1',
      password_confirmation: 'brand-new-pass-1',
    });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/v6/users', asUser(session))).status).toBe(401);
    expect((await signIn(t, 'golfer@example.com', 'teetime-demo-1')).status).toBe(400);
    expect((await signIn(t, 'golfer@example.com', 'brand-new-pass-1')).status).toBe(200);
    const again = await post(t, 'reset-password', {
      token,
      password: 'other-pass-123',
      password_confirmation: 'other-pass-123',
    });
    expect(again.status).toBe(422);
    expect((await json(again)).error).toBe('This password reset link is invalid or has expired.');
  });

  it('answers "email not found" for unknown and malformed e-mails, and throttles the e-mails', async () => {
    const t = makeTestApp({ config: { rateLimits: { emailsPerWindow: 2 } } });
    for (const email of ['nobody@example.com', 'not-an-email']) {
      const res = await post(t, 'password-reset', { email });
      expect(res.status).toBe(404);
      expect((await json(res)).error).toBe('email not found');
    }
    expect((await post(t, 'password-reset', {})).status).toBe(422);
    await post(t, 'password-reset', { email: 'member@example.com' });
    await post(t, 'password-reset', { email: 'member@example.com' });
    const third = await post(t, 'password-reset', { email: 'member@example.com' });
    expect(third.status).toBe(429);
    expect((await json(third)).error).toBe(
      'Too many e-mails were asked for this address. Please try again later.',
    );
    expect(await outbox(t, 'member@example.com')).toHaveLength(2);
  });
});

describe('password change', () => {
  it('checks the current password and the confirmation, and ends the other sessions', async () => {
    const t = makeTestApp();
    const here = await signInAs(t, 'member@example.com');
    const elsewhere = await signInAs(t, 'member@example.com');
    const change = (body: object) => post(t, 'password-change', body, here);
    const wrong = await change({
      current_password: 'guess-guess',
      password: 'changed-pass-1',
      password_confirmation: 'changed-pass-1',
    });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({
      error: 'Your current password is incorrect.',
      validation_errors: { current_password: ['is incorrect'] },
    });
    const mismatch = await change({
      current_password: 'teetime-demo-1',
      password: 'changed-pass-1',
      password_confirmation: 'changed-pass-X',
    });
    expect((await json(mismatch)).validation_errors.password_confirmation).toBeDefined();
    const valid = {
      current_password: 'teetime-demo-1',
      password: 'changed-pass-1',
      password_confirmation: 'changed-pass-1',
    };
    expect((await change(valid)).status).toBe(200);
    expect((await t.request('/api/v6/users', asUser(here))).status).toBe(200);
    expect((await t.request('/api/v6/users', asUser(elsewhere))).status).toBe(401);
    expect((await signIn(t, 'member@example.com', 'changed-pass-1')).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const t = makeTestApp();
    const res = await t.request('/api/v6/users/password-change', {
      method: 'POST',
      json: {
        current_password: 'teetime-demo-1',
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });
    expect(res.status).toBe(401);
  });
});

describe('account lockout', () => {
  it('locks after repeated failures, e-mails an unlock link, and unlocks with it once', async () => {
    const t = makeTestApp({ config: { rateLimits: { lockAfterFailedSignIns: 3 } } });
    const session = await signInAs(t, 'golfer@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await signIn(t, 'golfer@example.com', 'wrong-password');
      expect((await json(res)).error).toBe('Invalid email or password.');
    }
    const locking = await signIn(t, 'golfer@example.com', 'wrong-password');
    expect(locking.status).toBe(400);
    const body = await json(locking);
    expect(body).toMatchObject({ locked: true, code: 'account_locked' });
    expect(body.error).toMatch(/^Your account is locked after too many failed sign-in attempts\./);
    // Locked: the right password does not help, and the open session keeps working.
    expect((await json(await signIn(t, 'golfer@example.com', 'teetime-demo-1'))).locked).toBe(true);
    expect((await t.request('/api/v6/users', asUser(session))).status).toBe(200);

    const mail = await lastMail(t, 'golfer@example.com', 'unlock');
    expect(mail.link).toBe(`/unlock?unlock_token=${mail.token}`);
    const bad = await post(t, 'unlock', { unlock_token: 'not-a-token' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe('This unlock link is invalid or has expired.');
    expect((await post(t, 'unlock', { unlock_token: mail.token })).status).toBe(200);
    expect((await post(t, 'unlock', { unlock_token: mail.token })).status).toBe(400);
    expect((await signIn(t, 'golfer@example.com', 'teetime-demo-1')).status).toBe(200);
  });

  it('resends unlock instructions to a locked account only', async () => {
    const t = makeTestApp({ config: { rateLimits: { lockAfterFailedSignIns: 1 } } });
    const notLocked = await post(t, 'resend-unlock-instructions', { email: 'member@example.com' });
    expect(notLocked.status).toBe(422);
    expect((await json(notLocked)).error).toBe('This account is not locked.');
    const unknown = await post(t, 'resend-unlock-instructions', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toBe('email not found');
    await signIn(t, 'member@example.com', 'wrong-password');
    const first = await lastMail(t, 'member@example.com', 'unlock');
    expect((await post(t, 'resend-unlock-instructions', { email: 'member@example.com' })).status).toBe(200);
    const second = await lastMail(t, 'member@example.com', 'unlock');
    expect(second.token).not.toBe(first.token);
    // Only the newest link works.
    expect((await post(t, 'unlock', { unlock_token: first.token })).status).toBe(400);
    expect((await post(t, 'unlock', { unlock_token: second.token })).status).toBe(200);
  });

  it('refuses one-time-token sign-in to a locked account', async () => {
    const t = makeTestApp({ config: { rateLimits: { lockAfterFailedSignIns: 1 } } });
    await post(t, 'one-time-token', { email: 'member@example.com' });
    const { token } = await lastMail(t, 'member@example.com', 'one_time_token');
    await signIn(t, 'member@example.com', 'wrong-password');
    const res = await post(t, 'sign-in-with-one-time-token', { one_time_token: token });
    expect(res.status).toBe(400);
    expect((await json(res)).locked).toBe(true);
  });
});

describe('one-time-token sign-in by e-mail', () => {
  it('e-mails a single-use sign-in link; a bad token answers "Token is invalid"', async () => {
    const t = makeTestApp();
    const answer = await json(await post(t, 'one-time-token', { email: 'member@example.com' }));
    expect(answer).toMatchObject({ success: true, expires_in: 300 });
    expect(answer.one_time_token).toBeUndefined();
    const mail = await lastMail(t, 'member@example.com', 'one_time_token');
    expect(mail.link).toBe(`/sign-in?one_time_token=${mail.token}`);
    const signedIn = await post(t, 'sign-in-with-one-time-token', { one_time_token: mail.token });
    expect(signedIn.status).toBe(200);
    expect((await json(signedIn)).user.email).toBe('member@example.com');
    for (const one_time_token of [mail.token, 'made-up', '']) {
      const bad = await post(t, 'sign-in-with-one-time-token', { one_time_token });
      expect(bad.status).toBe(400);
      expect((await json(bad)).error).toBe('Token is invalid');
    }
    const unknown = await post(t, 'one-time-token', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toBe('email not found');
  });

  it('expires after 5 minutes', async () => {
    let now = TEST_NOW.getTime();
    const t = makeTestApp({ clock: () => new Date(now) });
    await post(t, 'one-time-token', { email: 'member@example.com' });
    const { token } = await lastMail(t, 'member@example.com', 'one_time_token');
    now += 5 * 60 * 1000 + 1;
    expect((await post(t, 'sign-in-with-one-time-token', { one_time_token: token })).status).toBe(400);
  });
});

describe('remember me', () => {
  it('keeps the user token 30 days instead of 1', async () => {
    let now = TEST_NOW.getTime();
    const t = makeTestApp({ clock: () => new Date(now) });
    const short = (await json(await signIn(t, 'golfer@example.com', 'teetime-demo-1'))).user_token;
    const long = (
      await json(
        await post(t, 'sign-in', {
          email: 'golfer@example.com',
          password: 'teetime-demo-1',
          remember_me: true,
        }),
      )
    ).user_token;
    now += 2 * 24 * 60 * 60 * 1000;
    expect((await t.request('/api/v6/users', asUser(short))).status).toBe(401);
    expect((await t.request('/api/v6/users', asUser(long))).status).toBe(200);
  });
});
