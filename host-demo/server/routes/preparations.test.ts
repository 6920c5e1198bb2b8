import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';

describe('prepare', () => {
  it('prepares for a signed-in user with the default card, features and pricing', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    const res = await t.prepare(FX.open, 2, token);
    expect(res.status).toBe(200);
    const body = await t.json(res);
    expect(body.auth_token).toMatch(/^[\w-]{43}$/);
    expect(body.credit_card).toMatchObject({ brand: 'visa', last_four: '4242', is_default: true });
    expect(body.features).toEqual({
      gift_card_redemption: true,
      rewards_redemption: true,
      promo_code_redemption: true,
      promo_code_redemption_blocked: false,
      gift_card_redemption_blocked: false,
    });
    expect(body.prepared_tee_time.tee_time).toMatchObject({
      id: FX.open,
      players: 4,
      provider: { code: 'fx-provider' },
    });
    expect(body.prepared_tee_time.bonus_promo_code).toEqual({ promo_code: 'BONUS3', promo_savings: 3 });
    expect(body.pricing).toMatchObject({
      price_per_player: 40,
      qty: 2,
      subtotal: 80,
      booking_fee: 3.98,
      total: 83.98,
    });
    expect(body.applied_modifiers).toMatchObject({ qty: 2, promo_codes: [] });
    expect(typeof body.disclaimer).toBe('string');
    // The sandbox's test wallet (docs/testing.md): a real API does not send it.
    expect(body.sandbox_wallet).toBe(true);
  });

  it('needs sign-in unless the flow is a guest or anchored one', async () => {
    const t = makeBookingApp();
    const anon = await t.request(`/api/v6/tee_times/${FX.open}/reservations/prepare`, {
      method: 'POST',
      json: { qty: 1 },
    });
    expect(anon.status).toBe(401);
    const guest = await t.prepare(FX.open, 1, null);
    expect(guest.status).toBe(200);
    expect((await t.json(guest)).features.rewards_redemption).toBe(false);
    const anchored = await t.request(`/api/v6/tee_times/${FX.open}/reservations/prepare`, {
      method: 'POST',
      json: { qty: 1, is_anchored_tee_time: true },
    });
    expect(anchored.status).toBe(200);
  });

  it('answers 404 for an unknown tee time and the unavailable answer when seats lack', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    expect((await t.prepare('nope', 1, token)).status).toBe(404);
    const sold = await t.json(await t.prepare(FX.soldOut, 1, token));
    expect(sold.prepared_tee_time).toBeNull();
    expect(sold).toMatchObject({
      unavailable: true,
      error: null,
      message: 'This tee time is no longer available.',
    });
    expect((await t.json(await t.prepare(FX.lastTwo, 3, token))).prepared_tee_time).toBeNull();
  });

  it('answers the rule-driven codes', async () => {
    const t = makeBookingApp();
    const golfer = await t.signIn('golfer@example.com');
    const past = await t.json(await t.prepare(FX.past, 1, golfer));
    expect(past).toMatchObject({ status_code: 11001, time_slot: '06:00' });
    const member = await t.json(await t.prepare(FX.member, 1, golfer));
    expect(member).toMatchObject({ status_code: 11002, offer_url: `/membership-page/at/${FX.course}` });
    const memberToken = await t.signIn('member@example.com');
    expect((await t.prepare(FX.member, 1, memberToken)).status).toBe(200);
    const glitch = await t.json(await t.prepare(FX.glitch, 1, golfer));
    expect(glitch.failure_steps).toEqual({ retry_tee_time: true });
    const glitchParam = await t.json(await t.prepare(FX.open, 1, golfer, { provider: 'sandbox-glitch' }));
    expect(glitchParam.failure_steps).toEqual({ retry_tee_time: true });
    const banned = await t.prepare(FX.open, 1, await t.signIn('banned@example.com'));
    expect(banned.status).toBe(403);
    expect(await t.json(banned)).toMatchObject({
      status_code: 10003,
      error: 'You have been flagged by our site moderators. Please contact support for further assistance',
    });
  });

  it('answers the booking-limit code after 2 bookings at one course and date', async () => {
    const t = makeBookingApp({ config: { rateLimits: { reservationsPerWindow: 50 } } });
    const token = await t.signIn('golfer@example.com');
    for (const id of [FX.open, FX.lastTwo]) {
      const prep = await t.json(await t.prepare(id, 1, token));
      expect((await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, token)).status).toBe(200);
    }
    const third = await t.prepare(FX.nonRefundable, 1, token);
    expect(third.status).toBe(422);
    expect((await t.json(third)).status_code).toBe(10002);
  });

  it('soft-prepares without holding anything', async () => {
    const t = makeBookingApp();
    const res = await t.json(await t.request(`/api/v6/tee_times/${FX.open}/reservations/soft-prepare?qty=3`));
    expect(res).toMatchObject({ available: true, pricing: { subtotal: 120 } });
    expect(
      (await t.json(await t.request(`/api/v6/tee_times/${FX.soldOut}/reservations/soft-prepare`))).available,
    ).toBe(false);
    expect((await t.request('/api/v6/tee_times/none/reservations/soft-prepare')).status).toBe(404);
  });

  it('soft-prepare answers the booking limit (10002) to a golfer who holds it, and only to them', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    const path = `/api/v6/tee_times/${FX.nonRefundable}/reservations/soft-prepare?qty=1`;
    const soft = (who: string | null) => (who ? t.request(path, asUser(who)) : t.request(path));
    expect((await soft(token)).status).toBe(200);
    for (const id of [FX.open, FX.lastTwo]) {
      const prep = await t.json(await t.prepare(id, 1, token));
      expect((await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, token)).status).toBe(200);
    }
    const limited = await soft(token);
    expect(limited.status).toBe(422);
    expect(await t.json(limited)).toMatchObject({ status_code: 10002 });
    expect((await t.json(await soft(null))).available).toBe(true);
  });
});

describe('update preparation', () => {
  async function setup(email = 'golfer@example.com', overrides = {}) {
    const t = makeBookingApp(overrides);
    const user = await t.signIn(email);
    const prep = await t.json(await t.prepare(FX.open, 2, user));
    const patch = (json: Record<string, unknown>) =>
      t.request(`/api/v6/tee_times/${FX.open}/reservations/prepare/${prep.auth_token}`, {
        method: 'PATCH',
        ...asUser(user),
        json,
      });
    return { t, user, prep, patch };
  }

  it('applies and removes promo codes, keeps the message on failure', async () => {
    const { t, patch } = await setup();
    const ok = await t.json(await patch({ promo_code: 'save10' }));
    expect(ok.applied_modifiers.promo_codes).toEqual(['SAVE10']);
    expect(ok.prepared_tee_time.promo_code).toBe('SAVE10');
    expect(ok.pricing.promo_savings).toBe(8);
    const bonus = await t.json(await patch({ promo_code: 'BONUS3' }));
    expect(bonus.pricing.promo_savings).toBe(11);
    expect(bonus.prepared_tee_time.bonus_promo_code).toBeNull();
    const removed = await t.json(await patch({ remove_promo_code: 'SAVE10' }));
    expect(removed.applied_modifiers.promo_codes).toEqual(['BONUS3']);
    const expired = await patch({ promo_code: 'SPRING20' });
    expect(expired.status).toBe(422);
    expect(await t.json(expired)).toMatchObject({
      redeem_type: 'promoCode',
      validation_errors: { promo_codes: ['This promo code has expired.'] },
    });
    const unknown = await t.json(await patch({ promo_codes: ['NOPE'] }));
    expect(unknown.validation_errors.promo_codes[0]).toMatch(/not valid/);
  });

  it('answers 429 after repeated failed promo attempts', async () => {
    const { t, patch } = await setup('golfer@example.com', {
      config: { rateLimits: { redeemAttemptsPerWindow: 3 } },
    });
    for (let i = 0; i < 3; i++) expect((await patch({ promo_code: `BAD${i}` })).status).toBe(422);
    const limited = await patch({ promo_code: 'SAVE10' });
    expect(limited.status).toBe(429);
    expect((await t.json(limited)).error).toBe('Unable to process promo code');
  });

  it('redeems gift cards with the CVV rules and 429 after repeated failures', async () => {
    const { t, patch } = await setup('golfer@example.com', {
      config: { rateLimits: { redeemAttemptsPerWindow: 2 } },
    });
    const plain = await t.json(await patch({ gift_card_code: 'GIFT-50' }));
    expect(plain.pricing.gift_card_amount).toBe(50);
    expect(plain.pricing.total).toBe(33.98);
    const needCvv = await patch({ gift_card_code: 'GIFT-CVV-100' });
    expect(needCvv.status).toBe(422);
    expect(await t.json(needCvv)).toMatchObject({ code: 10001, is_gift_card_cvv_required: true });
    const withCvv = await t.json(await patch({ gift_card_code: 'GIFT-CVV-100', gift_card_cvv: '321' }));
    expect(withCvv.pricing.total).toBe(0);
    expect((await patch({ gift_card_code: 'GIFT-CVV-100', gift_card_cvv: '999' })).status).toBe(422);
    expect((await patch({ gift_card_code: 'NOPE' })).status).toBe(422);
    const limited = await patch({ gift_card_code: 'GIFT-50' });
    expect(limited.status).toBe(429);
    expect((await t.json(limited)).error).toBe('Unable to process gift card');
    const removed = await t.json(await patch({ gift_card_code: null }));
    expect(removed.applied_modifiers.gift_card).toBeNull();
    expect(removed.features.gift_card_redemption_blocked).toBe(true);
  });

  it('redeems points, changes players, donates and applies booking-fee credit', async () => {
    const { t, patch } = await setup();
    const points = await t.json(await patch({ rewards_points_amount: 1000 }));
    expect(points.pricing.rewards_amount).toBe(10);
    expect((await patch({ rewards_points_amount: 999999 })).status).toBe(422);
    const players = await t.json(await patch({ qty: 3 }));
    expect(players.pricing.subtotal).toBe(120);
    const tooMany = await patch({ qty: 5 });
    expect(tooMany.status).toBe(422);
    expect((await t.json(tooMany)).error).toBe('There was some issue updating the player.');
    const donation = await t.json(
      await patch({ donation_amount: 5, donation_type: 'fixed', apply_booking_fee_credit: true }),
    );
    expect(donation.pricing).toMatchObject({ donation_amount: 5, booking_fee_credit: 5 });
    expect(donation.applied_modifiers).toMatchObject({ apply_booking_fee_credit: true, donation_amount: 5 });
  });

  it("hides another user's preparation", async () => {
    const { t, prep } = await setup();
    const other = await t.signIn('member@example.com');
    const res = await t.request(`/api/v6/tee_times/${FX.open}/reservations/prepare/${prep.auth_token}`, {
      method: 'PATCH',
      ...asUser(other),
      json: { qty: 1 },
    });
    expect(res.status).toBe(404);
  });
});
