import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp, type BookingTestApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';
import { CONFIRMATION_PATTERN } from '../services/confirmationNumber';

async function book(t: BookingTestApp, user: string, teeTimeId: string = FX.open, qty = 2) {
  const prep = await t.json(await t.prepare(teeTimeId, qty, user));
  const res = await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, user);
  expect(res.status).toBe(200);
  return { prep, body: await t.json(res) };
}

const seats = (t: BookingTestApp, id: string) =>
  (t.db.prepare('SELECT players_available AS n FROM tee_times WHERE id = ?').get(id) as { n: number }).n;

describe('pay', () => {
  it('books, takes the seats and answers a receipt', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const { body } = await book(t, user);
    expect(body.receipt.reservation_id).toMatch(/^res_/);
    expect(body.reservation).toMatchObject({
      qty: 2,
      status: 'upcoming',
      course: { id: FX.course },
      credit_card: { last_four: '4242' },
      sg_revenue: { total: 83.98 },
    });
    // A confirmation number a golfer can read out at the pro shop, not the provider's name.
    expect(body.reservation.tee_time_reservation_id).toMatch(CONFIRMATION_PATTERN);
    expect(seats(t, FX.open)).toBe(2);
  });

  it('books once when the same preparation is paid twice, even at once', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 1, user));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, user)),
    );
    const ids = new Set(
      await Promise.all(answers.map(async (r) => (await t.json(r)).receipt.reservation_id)),
    );
    expect(ids.size).toBe(1);
    expect(seats(t, FX.open)).toBe(3);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM reservations').get() as { n: number }).n).toBe(1);
  });

  it('sells the last seats once when many buyers pay at once', async () => {
    const t = makeBookingApp();
    const preps: string[] = [];
    for (let i = 0; i < 8; i++) preps.push((await t.json(await t.prepare(FX.lastTwo, 1, null))).auth_token);
    const cards = await Promise.all(
      preps.map((_, i) =>
        t.request('/api/v6/guests/credit_cards', {
          method: 'POST',
          json: {
            email: `buyer${i}@example.com`,
            number: '4242424242424242',
            expiry_month: 12,
            expiry_year: 2030,
            cvv: '123',
            name: 'Buyer',
          },
        }),
      ),
    );
    const tokens = await Promise.all(
      cards.map(async (c) => (await t.json(c)).credit_card.gateway_token as string),
    );
    const answers = await Promise.all(
      preps.map((p, i) =>
        t.request('/api/v6/guests/reservations', {
          method: 'POST',
          json: {
            auth_token: p,
            email: `buyer${i}@example.com`,
            first_name: 'B',
            last_name: `${i}`,
            gateway_id: 'sandbox',
            gateway_token: tokens[i],
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    expect(seats(t, FX.lastTwo)).toBe(0);
  });

  it('declines, lacks funds, and refuses cards of others', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 1, user));
    const declined = await t.pay(prep.auth_token, { credit_card_id: 'card_demo_2' }, user);
    expect(declined.status).toBe(402);
    expect((await t.json(declined)).error).toBe('Your card was declined.');
    expect(seats(t, FX.open)).toBe(4);
    expect((await t.pay(prep.auth_token, { credit_card_id: 'card_demo_3' }, user)).status).toBe(404);
    expect((await t.pay(prep.auth_token, {}, user)).status).toBe(422);
    const newbie = await t.signIn('newbie@example.com');
    const p2 = await t.json(await t.prepare(FX.open, 1, newbie));
    const poor = await t.pay(p2.auth_token, { credit_card_id: 'card_demo_6' }, newbie);
    expect((await t.json(poor)).error).toBe('Your card has insufficient funds.');
    const wallet = await t.pay(
      prep.auth_token,
      { digital_wallet: 'apple_pay', gateway_token: 'tok_applepay_demo' },
      user,
    );
    expect(wallet.status).toBe(200);
  });

  it('answers 429 with the spec message after the reservation threshold', async () => {
    const t = makeBookingApp({ config: { rateLimits: { reservationsPerWindow: 1 } } });
    const user = await t.signIn('member@example.com');
    const first = await t.json(await t.prepare(FX.open, 1, user));
    expect((await t.pay(first.auth_token, { credit_card_id: 'card_demo_3' }, user)).status).toBe(200);
    const second = await t.json(await t.prepare(FX.lastTwo, 1, user));
    const res = await t.pay(second.auth_token, { credit_card_id: 'card_demo_3' }, user);
    expect(res.status).toBe(429);
    expect((await t.json(res)).error).toBe(
      'You have reached the threshold for reservations within a timespan. Please try again later.',
    );
  });

  it('checks the booking limit again at payment', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const preps = [];
    for (const id of [FX.open, FX.lastTwo, FX.nonRefundable])
      preps.push(await t.json(await t.prepare(id, 1, user)));
    for (const p of preps.slice(0, 2)) {
      expect((await t.pay(p.auth_token, { credit_card_id: 'card_demo_1' }, user)).status).toBe(200);
    }
    const third = await t.pay(preps[2]?.auth_token, { credit_card_id: 'card_demo_1' }, user);
    expect(third.status).toBe(422);
    expect((await t.json(third)).status_code).toBe(10002);
  });

  it('redeems the gift card and points for real', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 1, user));
    await t.request(`/api/v6/tee_times/${FX.open}/reservations/prepare/${prep.auth_token}`, {
      method: 'PATCH',
      ...asUser(user),
      json: { gift_card_code: 'GIFT-50', rewards_points_amount: 500 },
    });
    const res = await t.json(await t.pay(prep.auth_token, {}, user));
    expect(res.reservation.pricing).toMatchObject({ rewards_points: 500, gift_card_amount: 36.99, total: 0 });
    expect(
      (t.db.prepare("SELECT balance FROM gift_cards WHERE code = 'GIFT-50'").get() as { balance: number })
        .balance,
    ).toBe(13.01);
    expect(
      (
        t.db.prepare("SELECT rewards_points FROM users WHERE id = 'usr_golfer'").get() as {
          rewards_points: number;
        }
      ).rewards_points,
    ).toBe(2000);
  });
});

describe('reservations', () => {
  it('lists by status and sort, and hides others', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const { body } = await book(t, user);
    await book(t, user, FX.noInsurance, 1);
    const list = await t.json(
      await t.request('/api/v6/reservations?status=upcoming&sort_by=a-z', asUser(user)),
    );
    expect(list.reservations.map((r: { course: { name: string } }) => r.course.name)).toEqual([
      'Fixture Links',
      'Fixture Pines',
    ]);
    const names = async (query: string) =>
      (await t.json(await t.request(`/api/v6/reservations?${query}`, asUser(user)))).reservations.map(
        (r: { course: { name: string } }) => r.course.name,
      );
    expect(await names('sort_by=z-a')).toEqual(['Fixture Pines', 'Fixture Links']);
    expect(await names('order=z-a')).toEqual(['Fixture Pines', 'Fixture Links']);
    expect(await names('sort_by=course_name&order=a-z&per_page=10000')).toEqual([
      'Fixture Links',
      'Fixture Pines',
    ]);
    // Default: tee-off time, latest first (Fixture Pines tees off at 10:00, Fixture Links at 09:00).
    expect(await names('')).toEqual(['Fixture Pines', 'Fixture Links']);
    expect(
      (await t.json(await t.request('/api/v6/reservations?status=cancelled', asUser(user)))).reservations,
    ).toHaveLength(0);
    expect((await t.request('/api/v6/reservations')).status).toBe(401);
    const other = await t.signIn('member@example.com');
    expect((await t.json(await t.request('/api/v6/reservations', asUser(other)))).reservations).toHaveLength(
      0,
    );
    const id = body.receipt.reservation_id;
    expect((await t.request(`/api/v6/reservations/${id}`, asUser(other))).status).toBe(404);
    expect(
      (await t.request(`/api/v6/reservations/cancel/${id}`, { method: 'POST', ...asUser(other) })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/v6/reservations/${id}`, { method: 'PUT', ...asUser(other), json: { qty: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/v6/reservations/${id}?access_token=${body.receipt.access_token}`)).status,
    ).toBe(200);
    expect((await t.request(`/api/v6/reservations/${id}?access_token=wrong`)).status).toBe(404);
  });

  it('cancels, frees the seats and refuses a second cancel', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const { body } = await book(t, user);
    const res = await t.request(`/api/v6/reservations/cancel/${body.receipt.reservation_id}`, {
      method: 'POST',
      ...asUser(user),
    });
    expect((await t.json(res)).reservation.status).toBe('cancelled');
    expect(seats(t, FX.open)).toBe(4);
    expect(
      (
        await t.request(`/api/v6/reservations/cancel/${body.receipt.reservation_id}`, {
          method: 'POST',
          ...asUser(user),
        })
      ).status,
    ).toBe(422);
    const nonRef = await book(t, user, FX.nonRefundable, 1);
    expect(
      (
        await t.request(`/api/v6/reservations/cancel/${nonRef.body.receipt.reservation_id}`, {
          method: 'POST',
          ...asUser(user),
        })
      ).status,
    ).toBe(422);
  });

  it('changes players in two steps', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const { body } = await book(t, user);
    const id = body.receipt.reservation_id;
    const preview = await t.json(
      await t.request(`/api/v6/reservations/${id}/prepare`, {
        method: 'POST',
        ...asUser(user),
        json: { qty: 3 },
      }),
    );
    expect(preview.preview).toMatchObject({ current_qty: 2, qty: 3, difference: 41.99 });
    const tooMany = await t.request(`/api/v6/reservations/${id}/prepare`, {
      method: 'POST',
      ...asUser(user),
      json: { qty: 5 },
    });
    expect((await t.json(tooMany)).error).toBe('There was some issue updating the player.');
    const noCard = await t.request(`/api/v6/reservations/${id}`, {
      method: 'PUT',
      ...asUser(user),
      json: { qty: 3 },
    });
    expect((await t.json(noCard)).error).toBe('There was some issue modifying the booking.');
    const ok = await t.json(
      await t.request(`/api/v6/reservations/${id}`, {
        method: 'PUT',
        ...asUser(user),
        json: { qty: 3, credit_card_id: 'card_demo_1' },
      }),
    );
    expect(ok.reservation.qty).toBe(3);
    expect(seats(t, FX.open)).toBe(1);
    const down = await t.json(
      await t.request(`/api/v6/reservations/${id}`, { method: 'PUT', ...asUser(user), json: { qty: 1 } }),
    );
    expect(down.reservation.qty).toBe(1);
    expect(seats(t, FX.open)).toBe(3);
  });

  it('takes cancellation feedback as a ticket on the cancelled reservation', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const { body } = await book(t, user);
    const id = body.receipt.reservation_id;
    await t.request(`/api/v6/reservations/cancel/${id}`, { method: 'POST', ...asUser(user) });
    const res = await t.request(`/api/v6/reservations/${id}/create_teamwork_ticket`, {
      method: 'POST',
      ...asUser(user),
      json: { message: 'Cancelled: the weather looks bad.' },
    });
    expect(res.status).toBe(201);
    expect((await t.json(res)).ticket).toMatchObject({ reservation_id: id, status: 'open' });
    const cancelled = await t.json(await t.request('/api/v6/reservations?status=cancelled', asUser(user)));
    expect(cancelled.reservations.map((r: { id: string }) => r.id)).toEqual([id]);
    const empty = await t.request(`/api/v6/reservations/${id}/create_teamwork_ticket`, {
      method: 'POST',
      ...asUser(user),
      json: { message: '  ' },
    });
    expect(empty.status).toBe(422);
    const other = await t.signIn('member@example.com');
    const foreign = await t.request(`/api/v6/reservations/${id}/create_teamwork_ticket`, {
      method: 'POST',
      ...asUser(other),
      json: { message: 'Not mine' },
    });
    expect(foreign.status).toBe(404);
  });

  it('opens a support ticket', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const { body } = await book(t, user);
    const res = await t.request(
      `/api/v6/reservations/${body.receipt.reservation_id}/create_teamwork_ticket`,
      { method: 'POST', ...asUser(user), json: { message: 'Can we start earlier?' } },
    );
    expect(res.status).toBe(201);
    expect((await t.json(res)).ticket.status).toBe('open');
    expect(
      (
        await t.request('/api/v6/reservations/res_missing/create_teamwork_ticket', {
          method: 'POST',
          ...asUser(user),
          json: { message: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});
