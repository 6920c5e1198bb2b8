import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

const DATE = '2026-06-16';

/** A course that sells tee times on DATE, found through the course list. */
async function bookableCourse(request: ReturnType<typeof makeTestApp>['request']): Promise<string> {
  const list = await (
    await request(`/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=${DATE}`)
  ).json();
  return list.location_results.find((r: { availability: { for_date: boolean } }) => r.availability.for_date)
    .id;
}

describe('GET /tee_time_groups/at/{courseId}', () => {
  it('answers time slots in time order with starting rates, a summary and an auth token', async () => {
    const { request } = makeTestApp();
    const id = await bookableCourse(request);
    const res = await request(`/api/v6/tee_time_groups/at/${id}?date=${DATE}&include_featured=true`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const slots = body.tee_time_groups as {
      type: string;
      tee_off_at_local: string;
      starting_rate: number;
      hot_deals: boolean;
    }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.type === 'tee_time' && s.tee_off_at_local.startsWith(DATE))).toBe(true);
    const times = slots.map((s) => s.tee_off_at_local);
    expect(times).toEqual([...times].sort());
    expect(body.summary.min_rate).toBe(Math.min(...slots.map((s) => s.starting_rate)));
    expect(body.summary).toHaveProperty('prepayment_disclaimer');
    expect(typeof body.auth_token).toBe('string');
    expect(body.featured_tee_times.every((t: { is_hot_deal: boolean }) => t.is_hot_deal)).toBe(true);
  });

  it('is deterministic and persisted: the same tee times on every ask', async () => {
    const a = makeTestApp();
    const b = makeTestApp();
    const first = await (await a.request(`/api/v6/tee_time_groups/at/1001?date=${DATE}`)).json();
    const again = await (await a.request(`/api/v6/tee_time_groups/at/1001?date=${DATE}`)).json();
    const other = await (await b.request(`/api/v6/tee_time_groups/at/1001?date=${DATE}`)).json();
    expect(again.tee_time_groups).toEqual(first.tee_time_groups);
    expect(other.tee_time_groups).toEqual(first.tee_time_groups);
  });

  it('has no tee times in the past or beyond the booking horizon', async () => {
    const { request } = makeTestApp();
    for (const date of ['2026-06-14', '2027-06-15']) {
      const body = await (await request(`/api/v6/tee_time_groups/at/1001?date=${date}`)).json();
      expect(body.tee_time_groups).toEqual([]);
    }
    // TEST_NOW is 13:00 UTC, 09:00 in New York (course 1001): the morning is gone, the rest is open.
    const today = await (await request('/api/v6/tee_time_groups/at/1001?date=2026-06-15')).json();
    const times = today.tee_time_groups.map((s: { tee_off_at_local: string }) => s.tee_off_at_local);
    expect(times.every((t: string) => t > '2026-06-15T09:00:00')).toBe(true);
    expect(times.some((t: string) => t < '2026-06-15T13:00:00')).toBe(true);
  });

  it('lists rate types in the spec order with price ranges', async () => {
    const { request } = makeTestApp();
    const id = await bookableCourse(request);
    const body = await (await request(`/api/v6/tee_time_groups/at/${id}/rate_types?date=${DATE}`)).json();
    const order = ['lightning', 'online', 'junior', 'senior', 'resident', 'member', 'military'];
    const types = body.rate_types.map((r: { rate_type: string }) => r.rate_type);
    expect(types.length).toBeGreaterThan(0);
    expect(types).toEqual(order.filter((t) => types.includes(t)));
    for (const r of body.rate_types) expect(r.min_price).toBeLessThanOrEqual(r.max_price);
    expect(
      body.rate_types.find((r: { rate_type: string }) => r.rate_type === 'lightning')?.name ?? 'Specials',
    ).toBe('Specials');
  });

  it('answers 404 for an unknown course', async () => {
    const { request } = makeTestApp();
    expect((await request(`/api/v6/tee_time_groups/at/42?date=${DATE}`)).status).toBe(404);
    expect((await request(`/api/v6/tee_time_groups/at/42/rate_types?date=${DATE}`)).status).toBe(404);
  });
});

describe('GET /tee_times/at/{courseId}/tee_times and /relevant', () => {
  it('answers the offers of a time slot, instant-booking providers first, with tee time fields', async () => {
    const { request } = makeTestApp();
    const id = await bookableCourse(request);
    const groups = await (await request(`/api/v6/tee_time_groups/at/${id}?date=${DATE}`)).json();
    const slot =
      groups.tee_time_groups.find((g: { tee_times_count: number }) => g.tee_times_count > 1) ??
      groups.tee_time_groups[0];
    const body = await (
      await request(`/api/v6/tee_times/at/${id}/tee_times?date=${DATE}&time_slot=${slot.time_slot}`)
    ).json();
    expect(body.tee_times.length).toBe(slot.tee_times_count);
    const instant = body.tee_times.map((t: { instant_booking: boolean }) => t.instant_booking);
    expect(instant).toEqual([...instant].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    const t = body.tee_times[0];
    for (const key of [
      'tee_time_id',
      'id',
      'players',
      'is_sold_out',
      'player_not_available',
      'prepayment_rule_id',
      'is_refundable',
      'is_prepaid',
      'provider',
      'source_provider',
      'allow_booking_redirect',
      'is_riding',
      'num_holes',
      'is_hot_deal',
    ]) {
      expect(t).toHaveProperty(key);
    }
    expect(t.provider).toHaveProperty('logo_svg');
    expect(body.failure_steps).toBeNull();
    expect(typeof body.auth_token).toBe('string');
  });

  it('does not apply is_prepaid_only to lightning tee times', async () => {
    const { request, db } = makeTestApp();
    await request(`/api/v6/tee_time_groups/at/1001?date=${DATE}`);
    db.prepare(
      "UPDATE tee_times SET rate_type = 'lightning', is_prepaid = 0 WHERE course_id = '1001' AND date = ?",
    ).run(DATE);
    const body = await (
      await request(
        `/api/v6/tee_times/at/1001/tee_times?date=${DATE}&rate_type=lightning&is_prepaid_only=true`,
      )
    ).json();
    expect(body.tee_times.length).toBeGreaterThan(0);
    const online = await (
      await request(`/api/v6/tee_times/at/1001/tee_times?date=${DATE}&rate_type=online&is_prepaid_only=true`)
    ).json();
    expect(online.tee_times).toEqual([]);
  });

  it('shows seats taken by a booking, and asks for one retry when nothing is left', async () => {
    const { request, db } = makeTestApp();
    const groups = await (await request(`/api/v6/tee_time_groups/at/1001?date=${DATE}`)).json();
    const slot = groups.tee_time_groups[0].time_slot;
    db.prepare(
      "UPDATE tee_times SET players_available = 0 WHERE course_id = '1001' AND date = ? AND substr(tee_off_at_local, 12, 5) = ?",
    ).run(DATE, slot);
    const body = await (
      await request(`/api/v6/tee_times/at/1001/tee_times?date=${DATE}&time_slot=${slot}`)
    ).json();
    expect(body.tee_times.every((t: { is_sold_out: boolean }) => t.is_sold_out)).toBe(true);
    expect(body.failure_steps).toEqual({ retry_tee_time: true, reason: 'no_availability' });
    const retry = await (
      await request(`/api/v6/tee_times/at/1001/tee_times?date=${DATE}&time_slot=${slot}&reattempt=true`)
    ).json();
    expect(retry.failure_steps.retry_tee_time).toBe(false);
    const after = await (await request(`/api/v6/tee_time_groups/at/1001?date=${DATE}`)).json();
    expect(after.tee_time_groups.map((g: { time_slot: string }) => g.time_slot)).not.toContain(slot);
  });

  it('answers 11001 with the time slot when a slot has no tee times, and 11002 for member rates without membership', async () => {
    const { request } = makeTestApp();
    const slot = await request(`/api/v6/tee_times/at/1001/tee_times?date=${DATE}&time_slot=03:00`);
    expect(slot.status).toBe(422);
    expect(await slot.json()).toMatchObject({ status_code: 11001, time_slot: '03:00' });
    const member = await request(`/api/v6/tee_times/at/1001/tee_times?date=${DATE}&rate_type=member`);
    expect(await member.json()).toMatchObject({ status_code: 11002 });
    const asMember = makeTestApp({
      resolveUserToken: () => ({ id: 'u1', email: 'm@example.com', hasNetworkMembership: true }),
    });
    const ok = await asMember.request(`/api/v6/tee_times/at/1001/tee_times?date=${DATE}&rate_type=member`, {
      headers: { 'X-Api-User-Token': 't' },
    });
    expect(ok.status).toBe(200);
  });

  it('answers the selected tee time with others near it, null once sold out, 404 for an unknown one', async () => {
    const { request, db } = makeTestApp();
    const offers = await (await request(`/api/v6/tee_times/at/1001/tee_times?date=${DATE}`)).json();
    const chosen = offers.tee_times[0].id;
    const body = await (
      await request(`/api/v6/tee_times/at/1001/relevant?date=${DATE}&tee_time_id=${chosen}`)
    ).json();
    expect(body.selected_tee_time.id).toBe(chosen);
    expect(body.other_tee_times.length).toBeGreaterThan(0);
    expect(body.other_tee_times.map((t: { id: string }) => t.id)).not.toContain(chosen);
    db.prepare('UPDATE tee_times SET players_available = 0 WHERE id = ?').run(chosen);
    const gone = await (
      await request(`/api/v6/tee_times/at/1001/relevant?date=${DATE}&tee_time_id=${chosen}`)
    ).json();
    expect(gone.selected_tee_time).toBeNull();
    expect((await request(`/api/v6/tee_times/at/1001/relevant?date=${DATE}&tee_time_id=nope`)).status).toBe(
      404,
    );
    expect((await request(`/api/v6/tee_times/at/1001/relevant?date=${DATE}`)).status).toBe(422);
  });
});
