import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const DATE = '2026-06-16';

describe('booking a tee time of the seeded catalog', () => {
  it('lists, prepares, pays, and the listing shows the seats gone', async () => {
    const t = makeTestApp();
    const get = async (path: string, init = {}): Promise<Json> =>
      (await t.request(path, init)).json() as Promise<Json>;
    const list = await get(`/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=${DATE}`);
    const course = list.location_results.find((r: Json) => r.availability.for_date);
    const times = await get(`/api/v6/tee_times/at/${course.id}/tee_times?date=${DATE}&qty=2`);
    const teeTime = (times.tee_times as Json[]).find(
      (x) => x.players >= 2 && !x.is_sold_out && x.rate_type !== 'member',
    );
    expect(teeTime).toBeDefined();
    const user = await signInAs(t, 'golfer@example.com');
    const prepRes = await t.request(`/api/v6/tee_times/${teeTime!.id}/reservations/prepare`, {
      method: 'POST',
      ...asUser(user),
      json: {
        tee_time_id: teeTime!.id,
        qty: 2,
        prepayment_rule_id: teeTime!.prepayment_rule_id ?? undefined,
      },
    });
    const prep = (await prepRes.json()) as Json;
    expect(prepRes.status).toBe(200);
    expect(prep.prepared_tee_time.tee_time.id).toBe(teeTime!.id);
    const paid = await t.request(`/api/v6/reservations/${prep.auth_token}`, {
      method: 'POST',
      ...asUser(user),
      json: { credit_card_id: 'card_demo_1' },
    });
    expect(paid.status).toBe(200);
    const row = t.db
      .prepare('SELECT players_available AS n FROM tee_times WHERE id = ?')
      .get(teeTime!.id) as { n: number };
    expect(row.n).toBe(teeTime!.players - 2);
  });
});
