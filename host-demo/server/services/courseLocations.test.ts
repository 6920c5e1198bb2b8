import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../main';
import { makeTestApp } from '../testing/makeApp';
import { distanceMiles } from './geo';

const LIST = '/api/v6/courses/location_list';
const NYC = { lat: 40.75, lon: -73.99 };

interface Listed {
  id: string;
  distance: number;
}

/** Every listed course of a point within `radius` miles, all pages. */
async function listed(request: ReturnType<typeof makeTestApp>['request'], radius: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const body = await (
      await request(`${LIST}?lat=${NYC.lat}&lon=${NYC.lon}&max_radius=${radius}&date=2026-06-16&page=${page}`)
    ).json();
    ids.push(...(body.location_results as Listed[]).map((c) => c.id));
    if (page >= body.total_pages) return ids.sort();
  }
}

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('courses near a point (R*Tree of course points)', () => {
  it('lists exactly the selling courses within the radius, as measuring every course would', async () => {
    const { request, db } = makeTestApp();
    const all = db.prepare('SELECT id, latitude, longitude FROM courses WHERE sells_tee_times = 1').all() as {
      id: string;
      latitude: number;
      longitude: number;
    }[];
    for (const radius of [10, 40]) {
      const expected = all
        .filter((c) => distanceMiles(NYC.lat, NYC.lon, c.latitude, c.longitude) <= radius)
        .map((c) => c.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(await listed(request, radius)).toEqual(expected);
    }
  });

  it('follows a course that moves, and forgets one that is removed', async () => {
    const { request, db } = makeTestApp();
    const [first] = await listed(request, 10);
    // Moved to Phoenix: no longer near New York, and found near Phoenix.
    db.prepare('UPDATE courses SET latitude = 33.45, longitude = -112.07 WHERE id = ?').run(first);
    expect(await listed(request, 10)).not.toContain(first);
    const phoenix = await (
      await request(`${LIST}?lat=33.45&lon=-112.07&max_radius=1&date=2026-06-16`)
    ).json();
    expect((phoenix.location_results as Listed[]).map((c) => c.id)).toContain(first);
    db.pragma('foreign_keys = OFF');
    db.prepare('DELETE FROM courses WHERE id = ?').run(first);
    const left = db.prepare('SELECT COUNT(*) AS n FROM course_locations WHERE course_id = ?').get(first) as {
      n: number;
    };
    expect(left.n).toBe(0);
  });

  it('indexes a database seeded before the index existed, at start', () => {
    dir = mkdtempSync(join(tmpdir(), 'teetime-db-'));
    const file = join(dir, 'demo.sqlite');
    const clock = () => new Date('2026-06-15T12:00:00Z');
    const first = prepareDatabase(file, { size: 'test', clock });
    // Rows the triggers never saw (e.g. copied in from an older database).
    first.exec('DELETE FROM course_locations');
    first.close();
    const lines: string[] = [];
    const db = prepareDatabase(file, { size: 'test', clock, log: (l) => lines.push(l) });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const indexed = count('SELECT COUNT(*) AS n FROM course_locations');
    const courses = count('SELECT COUNT(*) AS n FROM courses');
    db.close();
    expect(indexed).toBe(courses);
    expect(lines).toContain(`[api] indexed ${courses} course locations`);
  });

  it('re-indexes at start when entries point at other rows (rowids renumbered, e.g. by a VACUUM)', () => {
    dir = mkdtempSync(join(tmpdir(), 'teetime-db-'));
    const file = join(dir, 'demo.sqlite');
    const clock = () => new Date('2026-06-15T12:00:00Z');
    const first = prepareDatabase(file, { size: 'test', clock });
    first.exec('UPDATE course_locations SET id = id + 1000000');
    first.close();
    const lines: string[] = [];
    const db = prepareDatabase(file, { size: 'test', clock, log: (l) => lines.push(l) });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const joined = count(
      'SELECT COUNT(*) AS n FROM course_locations r JOIN courses c ON c.rowid = r.id AND c.id = r.course_id',
    );
    const courses = count('SELECT COUNT(*) AS n FROM courses');
    db.close();
    expect(joined).toBe(courses);
    expect(lines).toContain(`[api] indexed ${courses} course locations`);
  });
});
