import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { DEFAULT_RATE_LIMITS } from '../deps';
import { seed } from '../seed/index';
import { addBookingFixtures, FX } from '../testing/bookingFixtures';
import { TEST_NOW } from '../testing/makeApp';
import { createCard } from './creditCards';
import { prepareTeeTime } from './preparations';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const WORKER = fileURLToPath(new URL('../testing/payWorker.ts', import.meta.url));

/** Starts a buyer process; resolves once it has its job and waits for 'go'. */
function startBuyer(job: unknown): Promise<{ child: ChildProcess; done: Promise<(string | number)[]> }> {
  return new Promise((ready, reject) => {
    const child = fork(WORKER, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const done = new Promise<(string | number)[]>((resolve) => {
      child.on('message', (msg: { ready?: boolean; results?: (string | number)[] }) => {
        if (msg.ready) ready({ child, done });
        if (msg.results) resolve(msg.results);
      });
    });
    child.once('error', reject);
    child.send({ job });
  });
}

describe('booking across separate processes and connections', () => {
  it('sells the last 2 seats once to 12 buyers racing in 4 processes, and pays a shared preparation once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'teetime-race-'));
    dirs.push(dir);
    const file = join(dir, 'race.db');
    const db = openDatabase(file);
    migrate(db);
    seed(db, { size: 'test', clock: () => TEST_NOW });
    addBookingFixtures(db);
    const buyers = Array.from({ length: 12 }, (_, i) => {
      const email = `racer${i}@example.com`;
      const prep = prepareTeeTime(db, {
        teeTimeId: FX.lastTwo,
        qty: 1,
        isGuest: true,
        userId: null,
        now: TEST_NOW,
        limits: DEFAULT_RATE_LIMITS,
      });
      const card = createCard(
        db,
        { guestEmail: email },
        { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvv: '123', name: 'Racer' },
        TEST_NOW,
      );
      return { prep: prep.auth_token as string, email, gatewayToken: card.token };
    });
    const shared = buyers[0]!;
    const jobs = [0, 1, 2, 3].map((w) => ({
      file,
      now: TEST_NOW.toISOString(),
      // Every worker also retries buyer 0's preparation (a double submit from four places).
      payments: [shared, ...buyers.filter((_, i) => i % 4 === w && i !== 0)],
    }));
    const buyersReady = await Promise.all(jobs.map(startBuyer));
    for (const b of buyersReady) b.child.send({ go: true });
    const results = (await Promise.all(buyersReady.map((b) => b.done))).flat();
    const seats = db.prepare('SELECT players_available AS n FROM tee_times WHERE id = ?').get(FX.lastTwo) as {
      n: number;
    };
    const booked = db
      .prepare('SELECT COUNT(*) AS n, SUM(qty) AS q FROM reservations WHERE tee_time_id = ?')
      .get(FX.lastTwo) as { n: number; q: number };
    db.close();
    expect(results.filter((r) => r === 500)).toEqual([]);
    expect(seats.n).toBe(0);
    expect(booked).toEqual({ n: 2, q: 2 });
    const ids = results.filter((r): r is string => typeof r === 'string');
    expect(new Set(ids).size).toBe(2);
    expect(results.filter((r) => r === 409).length).toBe(results.length - ids.length);
  }, 30_000);
});
