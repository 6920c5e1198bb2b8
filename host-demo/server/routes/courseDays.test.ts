import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

interface Day {
  date: string;
  tee_times_count: number;
  min_rate: number | null;
}

const get = async (path: string, clock?: () => Date) => {
  const { request } = makeTestApp(clock ? { clock } : {});
  const res = await request(path);
  return {
    status: res.status,
    body: (await res.json()) as { today: string; last_date: string; days: Day[] },
  };
};

describe('GET tee_time_groups/at/{courseId}/days', () => {
  it("answers 14 days from the course's today with each day's count and lowest price, as the time slots do", async () => {
    const { status, body } = await get('/api/v6/tee_time_groups/at/1001/days?qty=2');
    expect(status).toBe(200);
    expect(body.days).toHaveLength(14);
    expect(body.days[0]?.date).toBe(body.today);
    const day = body.days[3];
    if (!day) throw new Error('no fourth day');
    const { request } = makeTestApp();
    const groups = await (await request(`/api/v6/tee_time_groups/at/1001?qty=2&date=${day.date}`)).json();
    expect(day.tee_times_count).toBe(groups.summary.tee_times_count);
    expect(day.min_rate).toBe(groups.summary.min_rate);
    expect(day.tee_times_count).toBeGreaterThan(0);
  });

  it('stops at the booking horizon (90 days after today) and narrows by the filters', async () => {
    const { body: all } = await get('/api/v6/tee_time_groups/at/1001/days');
    const { body } = await get(`/api/v6/tee_time_groups/at/1001/days?date=${all.last_date}&days=5`);
    expect(body.days.map((d) => d.date)).toEqual([all.last_date]);
    const { body: walking } = await get(
      `/api/v6/tee_time_groups/at/1001/days?days=3&is_riding=false&max_price=40`,
    );
    for (const [i, d] of walking.days.entries())
      expect(d.tee_times_count).toBeLessThanOrEqual(all.days[i]?.tee_times_count ?? 0);
  });

  it('a past date starts at today; no tee times left today answers a zero count and no price', async () => {
    const { body } = await get('/api/v6/tee_time_groups/at/1001/days?date=2020-01-01&days=2');
    expect(body.days[0]?.date).toBe(body.today);
    // 23:50 in New York (course 1001): every tee time of the day has passed.
    const late = await get(
      '/api/v6/tee_time_groups/at/1001/days?days=2',
      () => new Date('2026-11-24T04:50:00Z'),
    );
    expect(late.body.days[0]).toMatchObject({ tee_times_count: 0, min_rate: null });
    expect(late.body.days[1]?.tee_times_count).toBeGreaterThan(0);
  });

  it('answers 422 in plain words for bad days, 404 for an unknown course', async () => {
    const bad = await get('/api/v6/tee_time_groups/at/1001/days?days=40');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/at most 31/);
    expect((await get('/api/v6/tee_time_groups/at/nope/days')).status).toBe(404);
  });
});
