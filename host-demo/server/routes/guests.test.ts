import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';

const card = {
  number: '378282246310005',
  expiry_month: 1,
  expiry_year: 2031,
  cvv: '1234',
  name: 'Guest Golfer',
  email: 'guest@example.com',
};

describe('guests', () => {
  it('validates e-mails', async () => {
    const t = makeBookingApp();
    const check = async (email: unknown) =>
      t.json(await t.request('/api/v6/guests/validate-email', { method: 'POST', json: { email } }));
    expect(await check('guest@example.com')).toEqual({ valid: true, message: 'E-mail address is valid.' });
    expect((await check('x@mailinator.com')).valid).toBe(false);
    expect((await check('not-an-email')).valid).toBe(false);
    expect(
      (await t.request('/api/v6/guests/validate-email', { method: 'POST', json: { email: 5 } })).status,
    ).toBe(422);
  });

  it('prepares, saves a guest card, pays and reaches the reservation only with its access token', async () => {
    const t = makeBookingApp();
    const prep = await t.json(await t.prepare(FX.open, 2, null));
    const saved = await t.request('/api/v6/guests/credit_cards', { method: 'POST', json: card });
    expect(saved.status).toBe(201);
    const { credit_card } = await t.json(saved);
    expect(credit_card).toMatchObject({ brand: 'amex', last_four: '0005', gateway_id: 'sandbox' });
    const paid = await t.request('/api/v6/guests/reservations', {
      method: 'POST',
      json: {
        auth_token: prep.auth_token,
        email: 'guest@example.com',
        first_name: 'Guest',
        last_name: 'Golfer',
        gateway_id: 'sandbox',
        gateway_token: credit_card.gateway_token,
      },
    });
    expect(paid.status).toBe(201);
    const { receipt } = await t.json(paid);
    expect((await t.request(`/api/v6/reservations/${receipt.reservation_id}`)).status).toBe(404);
    const seen = await t.json(
      await t.request(`/api/v6/reservations/${receipt.reservation_id}?access_token=${receipt.access_token}`),
    );
    expect(seen.reservation).toMatchObject({
      is_guest: true,
      inviter: { email: 'guest@example.com' },
      qty: 2,
    });
    const cancel = (token: string) =>
      t.request(`/api/v6/reservations/cancel/${receipt.reservation_id}?access_token=${token}`, {
        method: 'POST',
      });
    expect((await cancel('wrong')).status).toBe(404);
    const golfer = await t.signIn('golfer@example.com');
    expect((await t.json(await cancel(receipt.access_token))).reservation.status).toBe('cancelled');
    expect(
      (
        await t.request(`/api/v6/reservations/${receipt.reservation_id}`, {
          headers: { 'X-Api-User-Token': golfer },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses disposable and flagged guests, and unknown gateway tokens', async () => {
    const t = makeBookingApp();
    const prep = await t.json(await t.prepare(FX.open, 1, null));
    const pay = (json: Record<string, unknown>) =>
      t.request('/api/v6/guests/reservations', {
        method: 'POST',
        json: { auth_token: prep.auth_token, first_name: 'G', last_name: 'H', ...json },
      });
    expect(
      (await pay({ email: 'g@mailinator.com', digital_wallet: 'google_pay', gateway_token: 'tok_gpay_demo' }))
        .status,
    ).toBe(422);
    const flagged = await pay({
      email: 'g@flagged.example',
      digital_wallet: 'google_pay',
      gateway_token: 'tok_gpay_demo',
    });
    expect(flagged.status).toBe(403);
    expect((await t.json(flagged)).status_code).toBe(10004);
    expect(
      (await pay({ email: 'g@example.com', gateway_id: 'sandbox', gateway_token: 'unknown' })).status,
    ).toBe(404);
    const declined = await pay({
      email: 'g@example.com',
      digital_wallet: 'google_pay',
      gateway_token: 'tok_declined',
    });
    expect(declined.status).toBe(402);
    expect(
      (await pay({ email: 'g@example.com', digital_wallet: 'google_pay', gateway_token: 'tok_gpay_demo' }))
        .status,
    ).toBe(201);
  });
});
