import type Database from 'better-sqlite3';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sliding-window counters kept in `rate_events`. A bucket is any string
 * (`signin:<email>`, `promo:<preparation>`…); counts look back `windowMs`.
 */
export class RateLimiter {
  constructor(private readonly db: Database.Database) {}

  count(bucket: string, windowMs: number, now: Date): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM rate_events WHERE bucket = ? AND at_ms > ?')
      .get(bucket, now.getTime() - windowMs) as { n: number };
    return row.n;
  }

  /** Records one event (and forgets this bucket's events older than a day). */
  record(bucket: string, now: Date): void {
    this.db
      .prepare('DELETE FROM rate_events WHERE bucket = ? AND at_ms < ?')
      .run(bucket, now.getTime() - DAY_MS);
    this.db.prepare('INSERT INTO rate_events (bucket, at_ms) VALUES (?, ?)').run(bucket, now.getTime());
  }

  isLimited(bucket: string, limit: number, windowMs: number, now: Date): boolean {
    return this.count(bucket, windowMs, now) >= limit;
  }

  clear(bucket: string): void {
    this.db.prepare('DELETE FROM rate_events WHERE bucket = ?').run(bucket);
  }
}
