import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedCatalog } from './catalog';

const clock = () => new Date('2026-06-15T13:00:00Z');

function seeded(size: 'test' | 'full') {
  const db = openDatabase(':memory:');
  migrate(db);
  const started = performance.now();
  seedCatalog(db, { size, clock });
  return { db, ms: performance.now() - started };
}

const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('catalog seed', () => {
  it('is deterministic: two test seeds hold the same courses', () => {
    const a = seeded('test').db.prepare('SELECT * FROM courses ORDER BY id').all();
    const b = seeded('test').db.prepare('SELECT * FROM courses ORDER BY id').all();
    expect(a).toEqual(b);
  });

  it('seeds thousands of courses around real US and Canadian cities, fast', () => {
    const { db, ms } = seeded('full');
    expect(ms).toBeLessThan(15_000);
    expect(count(db, 'courses')).toBeGreaterThan(3000);
    expect(count(db, 'cities')).toBeGreaterThan(400);
    const countries = db.prepare('SELECT DISTINCT country_id AS c FROM courses ORDER BY c').all();
    expect(countries).toEqual([{ c: 'ca' }, { c: 'us' }]);
    // Real zip data: 10001 is in Manhattan.
    const zip = db.prepare("SELECT city_id, latitude FROM zipcodes WHERE zip = '10001'").get() as {
      city_id: string;
      latitude: number;
    };
    expect(zip.city_id).toBe('us-ny-new-york');
    expect(zip.latitude).toBeCloseTo(40.75, 1);
    // Every course lies near its city.
    const far = db
      .prepare(
        'SELECT COUNT(*) AS n FROM courses c JOIN cities ci ON ci.id = c.city_id WHERE abs(c.latitude - ci.latitude) > 1 OR abs(c.longitude - ci.longitude) > 1.3',
      )
      .get() as { n: number };
    expect(far.n).toBe(0);
  });

  it('covers silver partners, booking sites, both curated flags, every category and instant-booking providers', () => {
    const { db } = seeded('test');
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(one("SELECT COUNT(*) AS n FROM courses WHERE partner_tier = 'silver'")).toBeGreaterThan(0);
    expect(one('SELECT COUNT(*) AS n FROM courses WHERE booking_site_url IS NOT NULL')).toBeGreaterThan(0);
    expect(one('SELECT COUNT(*) AS n FROM courses WHERE is_best = 1')).toBeGreaterThan(0);
    expect(one('SELECT COUNT(*) AS n FROM courses WHERE sells_tee_times = 0')).toBeGreaterThan(0);
    expect(one('SELECT COUNT(DISTINCT category) AS n FROM course_categories')).toBe(7);
    expect(one('SELECT COUNT(*) AS n FROM providers WHERE instant_booking = 1')).toBe(2);
    expect(count(db, 'deals')).toBeGreaterThan(0);
    expect(count(db, 'faqs')).toBeGreaterThan(10);
  });
});
