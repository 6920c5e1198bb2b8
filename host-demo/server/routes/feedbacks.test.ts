import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

describe('feedbacks and support tickets', () => {
  it('keeps feedback from anyone, with the user when signed in', async () => {
    const t = makeTestApp();
    const anon = await t.request('/api/v6/feedbacks', {
      method: 'POST',
      json: { found_everything: false, message: 'The map did not load' },
    });
    expect(anon.status).toBe(201);
    const token = await signInAs(t, 'golfer@example.com');
    const signed = await t.request('/api/v6/feedbacks', {
      method: 'POST',
      ...asUser(token),
      json: { found_everything: true, message: 'All good' },
    });
    expect(signed.status).toBe(201);
    const rows = t.db
      .prepare('SELECT user_id, found_everything, message FROM feedbacks ORDER BY message')
      .all();
    expect(rows).toEqual([
      { user_id: expect.any(String), found_everything: 1, message: 'All good' },
      { user_id: null, found_everything: 0, message: 'The map did not load' },
    ]);
  });

  it('answers field errors for missing or malformed feedback', async () => {
    const t = makeTestApp();
    const res = await t.request('/api/v6/feedbacks', { method: 'POST', json: { found_everything: 'yes' } });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { validation_errors: Record<string, string[]> };
    expect(Object.keys(body.validation_errors).sort()).toEqual(['found_everything', 'message']);
  });

  it('opens support tickets in the spec categories, asking anonymous users for an e-mail', async () => {
    const t = makeTestApp();
    const ticket = {
      category: 'Reservation/TeeTime',
      message: 'Please move my tee time',
      g_recaptcha_response_data: 'human',
    };
    const noEmail = await t.request('/api/v6/feedbacks/support-ticket', { method: 'POST', json: ticket });
    expect(noEmail.status).toBe(422);
    expect(((await noEmail.json()) as { validation_errors: object }).validation_errors).toHaveProperty(
      'email',
    );
    const ok = await t.request('/api/v6/feedbacks/support-ticket', {
      method: 'POST',
      json: { ...ticket, email: 'ada@example.com' },
    });
    expect(ok.status).toBe(201);
    const bad = await t.request('/api/v6/feedbacks/support-ticket', {
      method: 'POST',
      json: { ...ticket, category: 'Billing', email: 'ada@example.com' },
    });
    expect(bad.status).toBe(422);
  });

  it('refuses a support ticket without a passing bot check', async () => {
    const t = makeTestApp();
    const ticket = { category: 'Account', message: 'Locked out', email: 'ada@example.com' };
    for (const check of [undefined, '', 'bot']) {
      const res = await t.request('/api/v6/feedbacks/support-ticket', {
        method: 'POST',
        json: check === undefined ? ticket : { ...ticket, g_recaptcha_response_data: check },
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { validation_errors: object }).validation_errors).toHaveProperty(
        'g_recaptcha_response_data',
      );
    }
  });
});
