import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { localNowIn } from '../services/calendar';

/**
 * Opens (creating if needed) the SQLite database (a file, ':memory:' or a serialized image): WAL,
 * foreign keys on, 5 s busy timeout, and the `local_time(zone, instant)` SQL function.
 */
export function openDatabase(file: string | ':memory:' | Buffer): Database.Database {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // A Buffer is a serialized database image, opened in memory.
  const db = new Database(file);
  if (typeof file === 'string' && file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // local_time(zone, iso_instant): the instant on that zone's wall clock, `YYYY-MM-DDTHH:mm:ss`,
  // for comparing with `tee_off_at_local` of courses in several zones in one query.
  db.function(
    'local_time',
    { deterministic: true },
    (zone: unknown, instant: unknown) =>
      localNowIn(String(zone ?? 'UTC'), new Date(String(instant))).nowLocal,
  );
  return db;
}
