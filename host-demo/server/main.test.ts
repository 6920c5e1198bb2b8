import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from './main';

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
});
