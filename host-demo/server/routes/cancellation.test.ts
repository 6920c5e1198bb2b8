import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp, type BookingTestApp } from '../testing/bookingApp';
import { TEST_NOW } from '../testing/makeApp';
import { asUser } from '../testing/signIn';

// The fixture tee time: 2026-06-16 at 9:00 AM course time, $40 a player, refundable; 2 players
// pay 2 × ($40 + $1.99 booking fee) = $83.98. Its free cancellation ends 2026-06-15 at 9:00 AM.
const LATE = new Date('2026-06-15T18:00:00Z');

function app() {
  let now = new Date(TEST_NOW);
  const t = makeBookingApp({ clock: () => new Date(now) });
  // The fixture course keeps Chicago's clock: TEST_NOW is 8:00 AM there (CDT), LATE 1:00 PM.
  t.db.prepare("UPDATE courses SET time_zone = 'America/Chicago' WHERE id = ?").run(FX.course);
  return Object.assign(t, { setNow: (d: Date) => (now = d) });
}

async function book(t: BookingTestApp, user: string, teeTimeId: string = FX.open, qty = 2) {
  const prep = await t.json(await t.prepare(teeTimeId, qty, user));
  const body = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, user));
  return { prep, id: body.receipt.reservation_id as string };
}

describe('cancellation policy and refund', () => {
  it('the preparation says until when cancelling is free, in course time', async () => {
    const t = app();
    const user = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 2, user));
    expect(prep.cancellation_policy).toEqual({ refundable: true, free_until_local: '2026-06-15T09:00' });
    expect(prep.disclaimer).not.toMatch(/policy shown/);
    const prepaid = await t.json(await t.prepare(FX.nonRefundable, 1, user));
    expect(prepaid.cancellation_policy).toEqual({ refundable: false, free_until_local: null });
  });

  it('a booking says what cancelling now gives back, and the cancellation gives back exactly that', async () => {
    const t = app();
    const user = await t.signIn('golfer@example.com');
    const { id } = await book(t, user);
    const before = (await t.json(await t.request(`/api/v6/reservations/${id}`, asUser(user)))).reservation;
    expect(before.cancellation).toEqual({
      refundable: true,
      free_until_local: '2026-06-15T09:00',
      refund: { amount: 83.98, gift_card_amount: 0, rewards_points: 0, reason: 'full' },
    });
    const res = await t.request(`/api/v6/reservations/cancel/${id}`, { method: 'POST', ...asUser(user) });
    const after = (await t.json(res)).reservation;
    expect(after.status).toBe('cancelled');
    expect(after.cancellation.refund).toEqual(before.cancellation.refund);
    // Read again later: the refund given stays as it was.
    t.setNow(LATE);
    const again = (await t.json(await t.request(`/api/v6/reservations/${id}`, asUser(user)))).reservation;
    expect(again.cancellation.refund).toEqual({
      amount: 83.98,
      gift_card_amount: 0,
      rewards_points: 0,
      reason: 'full',
    });
  });

  it('after the free cancellation ends, cancelling still frees the seats but refunds nothing', async () => {
    const t = app();
    const user = await t.signIn('golfer@example.com');
    const { id } = await book(t, user);
    t.setNow(LATE);
    const before = (await t.json(await t.request(`/api/v6/reservations/${id}`, asUser(user)))).reservation;
    expect(before.is_cancellable).toBe(true);
    expect(before.cancellation.refund).toEqual({
      amount: 0,
      gift_card_amount: 0,
      rewards_points: 0,
      reason: 'late',
    });
    const after = (
      await t.json(await t.request(`/api/v6/reservations/cancel/${id}`, { method: 'POST', ...asUser(user) }))
    ).reservation;
    expect(after.cancellation.refund).toEqual({
      amount: 0,
      gift_card_amount: 0,
      rewards_points: 0,
      reason: 'late',
    });
  });

  it('a prepaid, non-refundable booking says so and cannot be cancelled', async () => {
    const t = app();
    const user = await t.signIn('golfer@example.com');
    const { id } = await book(t, user, FX.nonRefundable, 1);
    const r = (await t.json(await t.request(`/api/v6/reservations/${id}`, asUser(user)))).reservation;
    expect(r.is_cancellable).toBe(false);
    expect(r.cancellation).toMatchObject({
      refundable: false,
      free_until_local: null,
      refund: { amount: 0 },
    });
    const res = await t.request(`/api/v6/reservations/cancel/${id}`, { method: 'POST', ...asUser(user) });
    expect(res.status).toBe(422);
    expect((await t.json(res)).error).toMatch(/not refundable/);
  });

  it("e-mails the confirmation; a guest's link opens and cancels the booking with its access token", async () => {
    const t = app();
    const prep = await t.json(await t.prepare(FX.open, 1, null));
    const card = await t.json(
      await t.request('/api/v6/guests/credit_cards', {
        method: 'POST',
        json: {
          email: 'guest@example.com',
          number: '4242424242424242',
          expiry_month: 12,
          expiry_year: 2030,
          cvv: '123',
          name: 'Gus Guest',
        },
      }),
    );
    const paid = await t.json(
      await t.request('/api/v6/guests/reservations', {
        method: 'POST',
        json: {
          auth_token: prep.auth_token,
          email: 'guest@example.com',
          first_name: 'Gus',
          last_name: 'Guest',
          gateway_token: card.credit_card.gateway_token,
        },
      }),
    );
    const { reservation_id: id, access_token: token } = paid.receipt;
    const mail = await t.json(
      await t.request('/api/v6/sandbox/outbox?email=guest@example.com&kind=booking_confirmation'),
    );
    expect(mail.messages).toHaveLength(1);
    expect(mail.messages[0]).toMatchObject({
      to: 'guest@example.com',
      subject: 'Your tee time is booked',
      link: `/booking-confirmations/${id}?accessToken=${token}`,
    });
    const r = (await t.json(await t.request(`/api/v6/reservations/${id}?access_token=${token}`))).reservation;
    expect(r.confirmation_email).toEqual({
      to: 'guest@example.com',
      outbox_path: 'v6/sandbox/outbox?email=guest%40example.com&kind=booking_confirmation',
    });
    expect(r.cancellation.refund).toEqual({
      amount: 41.99,
      gift_card_amount: 0,
      rewards_points: 0,
      reason: 'full',
    });
    const cancelled = await t.request(`/api/v6/reservations/cancel/${id}?access_token=${token}`, {
      method: 'POST',
    });
    expect((await t.json(cancelled)).reservation.cancellation.refund.amount).toBe(41.99);
  });
});
