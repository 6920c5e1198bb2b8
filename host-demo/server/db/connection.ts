import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Opens (creating if needed) the SQLite database (a file, ':memory:' or a serialized image): WAL, foreign keys on, 5 s busy timeout. */
export function openDatabase(file: string | ':memory:' | Buffer): Database.Database {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // A Buffer is a serialized database image, opened in memory.
  const db = new Database(file);
  if (typeof file === 'string' && file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}
