import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from './main';
import { ISSUED_APP_KEYS } from './seed/brandAppKeys';

const clock = () => new Date('2026-06-15T12:00:00Z');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('prepareDatabase', () => {
  it('gives a database seeded before reviews existed its demo reviews when the migration lands', () => {
    dir = mkdtempSync(join(tmpdir(), 'teetime-db-'));
    const file = join(dir, 'demo.sqlite');
    const first = prepareDatabase(file, { size: 'test', clock });
    // Back to the state before migration 004: no reviews table, no record of it.
    first.exec("DROP TABLE course_reviews; DELETE FROM migrations WHERE name LIKE '004_%';");
    first.close();
    const lines: string[] = [];
    const db = prepareDatabase(file, { size: 'test', clock, log: (l) => lines.push(l) });
    const count = (
      db.prepare("SELECT COUNT(*) AS n FROM course_reviews WHERE course_id = '1001'").get() as {
        n: number;
      }
    ).n;
    db.close();
    expect(count).toBeGreaterThan(20);
    expect(lines).toContain('[api] seeded demo course reviews');
  });

  it('gives courses of a database seeded before time zones existed the zone of their coordinates', () => {
    dir = mkdtempSync(join(tmpdir(), 'teetime-db-'));
    const file = join(dir, 'demo.sqlite');
    const first = prepareDatabase(file, { size: 'test', clock });
    first.exec('UPDATE courses SET time_zone = NULL');
    first.close();
    const db = prepareDatabase(file, { size: 'test', clock });
    const zones = db.prepare('SELECT DISTINCT time_zone FROM courses').all() as {
      time_zone: string | null;
    }[];
    const nyc = db.prepare("SELECT time_zone FROM courses WHERE id = '1001'").get() as { time_zone: string };
    db.close();
    expect(zones.map((z) => z.time_zone)).not.toContain(null);
    expect(nyc.time_zone).toBe('America/New_York');
  });

  it('gives a database seeded before the account area existed its favorites, alert and data-check account', () => {
    dir = mkdtempSync(join(tmpdir(), 'teetime-db-'));
    const file = join(dir, 'demo.sqlite');
    const first = prepareDatabase(file, { size: 'test', clock });
    // Back to the state before migration 006.
    first.exec(`
      DROP TABLE outbox_messages; DROP TABLE sandbox_secrets; DROP TABLE user_identities; DROP TABLE user_avatars;
      DROP TABLE favorite_courses; DROP TABLE favorite_cities; DROP TABLE price_alerts;
      DROP TABLE consumer_privacy_agreements; DELETE FROM users WHERE id = 'usr_verify';
      ALTER TABLE users DROP COLUMN failed_sign_in_attempts; ALTER TABLE users DROP COLUMN locked_at;
      ALTER TABLE users DROP COLUMN force_data_check; ALTER TABLE users DROP COLUMN data_checked_at;
      DELETE FROM migrations WHERE name LIKE '006_%';`);
    first.close();
    const lines: string[] = [];
    const db = prepareDatabase(file, { size: 'test', clock, log: (l) => lines.push(l) });
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = 'usr_golfer'`).get() as { n: number })
        .n;
    const counts = [count('favorite_courses'), count('favorite_cities'), count('price_alerts')];
    const verify = db.prepare("SELECT force_data_check FROM users WHERE id = 'usr_verify'").get();
    db.close();
    expect(counts).toEqual([2, 2, 1]);
    expect(verify).toEqual({ force_data_check: 1 });
    expect(lines).toContain('[api] seeded the demo account area (favorites, price alert, data check)');
  });

  it('gives a database seeded before Foreplay reviews existed its Foreplay-reviewed courses', () => {
    dir = mkdtempSync(join(tmpdir(), 'teetime-db-'));
    const file = join(dir, 'demo.sqlite');
    const first = prepareDatabase(file, { size: 'test', clock });
    const seeded = first
      .prepare('SELECT COUNT(*) AS n FROM courses WHERE foreplay_reviews_image_path IS NOT NULL')
      .get() as { n: number };
    // Back to the state before migration 011.
    first.exec(`ALTER TABLE courses DROP COLUMN foreplay_reviews_image_path;
      DELETE FROM migrations WHERE name LIKE '011_%';`);
    first.close();
    const lines: string[] = [];
    const db = prepareDatabase(file, { size: 'test', clock, log: (l) => lines.push(l) });
    const again = db
      .prepare('SELECT COUNT(*) AS n FROM courses WHERE foreplay_reviews_image_path IS NOT NULL')
      .get() as { n: number };
    db.close();
    expect(seeded.n).toBeGreaterThan(0);
    expect(again.n).toBe(seeded.n);
    expect(lines).toContain(`[api] marked ${seeded.n} courses as reviewed by Foreplay`);
  });

  it("gives a database seeded before partner app keys existed the brands' issued keys", () => {
    dir = mkdtempSync(join(tmpdir(), 'teetime-db-'));
    const file = join(dir, 'demo.sqlite');
    const first = prepareDatabase(file, { size: 'test', clock });
    const issued = (first.prepare('SELECT COUNT(*) AS n FROM brand_app_keys').get() as { n: number }).n;
    first.exec(`DROP TABLE brand_app_keys; DELETE FROM migrations WHERE name LIKE '012_%';`);
    first.close();
    const lines: string[] = [];
    const db = prepareDatabase(file, { size: 'test', clock, log: (l) => lines.push(l) });
    const again = (db.prepare('SELECT COUNT(*) AS n FROM brand_app_keys').get() as { n: number }).n;
    db.close();
    expect(issued).toBe(Object.values(ISSUED_APP_KEYS).flat().length);
    expect(again).toBe(issued);
    expect(lines).toContain(`[api] seeded ${issued} issued partner app keys`);
  });
});
