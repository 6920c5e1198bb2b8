import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

type Request = ReturnType<typeof makeTestApp>['request'];
interface Slot {
  tee_off_at_local: string;
}

/** A seeded course that sells tee times, in the given zone. */
function courseIn(zone: string): string {
  const { db } = makeTestApp();
  const row = db
    .prepare('SELECT id FROM courses WHERE time_zone = ? AND sells_tee_times = 1 ORDER BY id LIMIT 1')
    .get(zone) as { id: string } | undefined;
  if (!row) throw new Error(`no seeded course in ${zone}`);
  return row.id;
}

const slots = async (request: Request, courseId: string, date: string): Promise<string[]> => {
  const res = await request(`/api/v6/tee_time_groups/at/${courseId}?date=${date}`);
  expect(res.status).toBe(200);
  return ((await res.json()).tee_time_groups as Slot[]).map((s) => s.tee_off_at_local);
};

/** The UTC instant of a local wall-clock time, given the zone's offset in hours that day. */
const utcOf = (local: string, offsetHours: number, deltaMinutes: number) =>
  new Date(new Date(`${local}Z`).getTime() - offsetHours * 3_600_000 + deltaMinutes * 60_000);

/** The first afternoon tee time of a course on a date, seen from the morning before. */
async function afternoonTeeTime(courseId: string, date: string, morningUtc: string): Promise<string> {
  const { request } = makeTestApp({ clock: () => new Date(morningUtc) });
  const first = (await slots(request, courseId, date)).find((t) => t.slice(11) >= '13:00:00');
  if (!first) throw new Error(`no afternoon tee time at ${courseId} on ${date}`);
  return first;
}

describe('tee times live on the course wall clock', () => {
  it('answers each course time zone in the course view', async () => {
    const { request } = makeTestApp();
    const body = await (await request(`/api/v6/courses/${courseIn('America/Phoenix')}`)).json();
    expect(body.course.time_zone).toBe('America/Phoenix');
  });

  it('Phoenix (no daylight saving): a tee time is bookable a minute before it and gone a minute after', async () => {
    const id = courseIn('America/Phoenix');
    for (const date of ['2026-07-15', '2026-12-15']) {
      const teeOff = await afternoonTeeTime(id, date, `${date}T14:00:00Z`);
      const before = makeTestApp({ clock: () => utcOf(teeOff, -7, -1) });
      expect(await slots(before.request, id, date)).toContain(teeOff);
      const after = makeTestApp({ clock: () => utcOf(teeOff, -7, 1) });
      expect(await slots(after.request, id, date)).not.toContain(teeOff);
    }
  });

  it('New York on the day clocks go forward: the same rule an hour earlier in UTC', async () => {
    const id = courseIn('America/New_York');
    const date = '2026-03-08';
    const teeOff = await afternoonTeeTime(id, date, `${date}T12:00:00Z`);
    // After 02:00 local the zone is EDT (UTC−4); the winter offset (−5) would be an hour off.
    const before = makeTestApp({ clock: () => utcOf(teeOff, -4, -1) });
    expect(await slots(before.request, id, date)).toContain(teeOff);
    const after = makeTestApp({ clock: () => utcOf(teeOff, -4, 1) });
    expect(await slots(after.request, id, date)).not.toContain(teeOff);
  });

  it('still sells the afternoon in Chicago at 19:00 UTC (13:00 local), and nothing earlier', async () => {
    const id = courseIn('America/Chicago');
    const { request } = makeTestApp({ clock: () => new Date('2026-11-20T19:00:00Z') });
    const today = await slots(request, id, '2026-11-20');
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((t) => t > '2026-11-20T13:00:00')).toBe(true);
  });

  it("takes a course's today, not UTC's: at 05:00 UTC Chicago is still on yesterday", async () => {
    const id = courseIn('America/Chicago');
    const { request } = makeTestApp({ clock: () => new Date('2026-11-21T05:00:00Z') });
    // 23:00 on the 20th in Chicago: a request without a date is for the 20th there.
    const res = await request(`/api/v6/tee_times/at/${id}/tee_times`);
    expect(res.status).toBe(200);
    expect((await res.json()).summary.date).toBe('2026-11-20');
    // The next days are open from the morning.
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'];
    const open = (await Promise.all(days.map((d) => slots(request, id, d)))).find((list) => list.length > 0);
    expect(open?.some((t) => t.slice(11) < '09:00:00')).toBe(true);
  });

  it('lists courses near Chicago with tee times for the rest of today at 13:00 local', async () => {
    const { request } = makeTestApp({ clock: () => new Date('2026-11-20T19:00:00Z') });
    const res = await request('/api/v6/courses/location_list?lat=41.88&lon=-87.63&max_radius=30');
    const body = await res.json();
    const open = (
      body.location_results as { availability: { for_date: boolean }; next_available_times: string[] }[]
    ).filter((r) => r.availability.for_date);
    expect(open.length).toBeGreaterThan(0);
    for (const r of open)
      for (const t of r.next_available_times) expect(t > '2026-11-20T13:00:00').toBe(true);
  });

  it('offers the SQL function local_time(zone, instant) for lists across zones', () => {
    const { db } = makeTestApp();
    const row = db.prepare("SELECT local_time('America/Phoenix', '2026-07-15T22:01:00Z') AS t").get() as {
      t: string;
    };
    expect(row.t).toBe('2026-07-15T15:01:00');
  });
});
