import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { expectDescribed } from '../testing/describedAnswer';
import { asUser } from '../testing/signIn';

const PREPARE = '/api/v6/tee_times/:id/reservations/prepare';
const SOFT = '/api/v6/tee_times/:id/reservations/soft-prepare';

describe('response schemas of checkout describe the real answers', () => {
  it('prepare (held and unavailable), update, price preview (both), pay', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    const user = asUser(token);
    const prep = await expectDescribed(
      t,
      'post',
      PREPARE,
      `/api/v6/tee_times/${FX.open}/reservations/prepare`,
      {
        ...user,
        json: { qty: 2 },
      },
    );
    expect(prep.prepared_tee_time).not.toBeNull();
    const gone = await expectDescribed(
      t,
      'post',
      PREPARE,
      `/api/v6/tee_times/${FX.lastTwo}/reservations/prepare`,
      {
        ...user,
        json: { qty: 3 },
      },
    );
    expect(gone.unavailable).toBe(true);
    await expectDescribed(
      t,
      'patch',
      `${PREPARE}/:token`,
      `/api/v6/tee_times/${FX.open}/reservations/prepare/${String(prep.auth_token)}`,
      { ...user, json: { qty: 3, donation_amount: 2 } },
    );
    const soft = await expectDescribed(
      t,
      'get',
      SOFT,
      `/api/v6/tee_times/${FX.open}/reservations/soft-prepare?qty=3`,
    );
    expect(soft.available).toBe(true);
    const full = await expectDescribed(
      t,
      'get',
      SOFT,
      `/api/v6/tee_times/${FX.soldOut}/reservations/soft-prepare`,
    );
    expect(full.available).toBe(false);
    const paid = await expectDescribed(
      t,
      'post',
      '/api/v6/reservations/:token',
      `/api/v6/reservations/${String(prep.auth_token)}`,
      {
        ...user,
        json: { credit_card_id: 'card_demo_1' },
      },
    );
    const id = (paid.receipt as { reservation_id: string }).reservation_id;
    await expectDescribed(
      t,
      'post',
      '/api/v6/reservations/:id/prepare',
      `/api/v6/reservations/${id}/prepare`,
      {
        ...user,
        json: { qty: 1 },
      },
    );
    await expectDescribed(
      t,
      'post',
      '/api/v6/reservations/:id/create_teamwork_ticket',
      `/api/v6/reservations/${id}/create_teamwork_ticket`,
      { ...user, json: { message: 'Can we start at 9:10?' } },
    );
  });
});
