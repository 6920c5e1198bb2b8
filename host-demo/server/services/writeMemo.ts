import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';

/** How many writes this connection has made (SQLite's total_changes()): a stamp for what it read. */
export function writeCount(db: Database.Database): number {
  return prepared(db, 'SELECT total_changes() AS n').pluck().get() as number;
}

/**
 * Values worked out from the database, remembered per connection until it writes anything
 * (a booking, generated tee times, an edited course: total_changes() moves), so a remembered
 * value is always the one a fresh read would give. Past `maxEntries` keys it starts over.
 * `memo(db)` is the connection's current map.
 */
export function writeMemo<V>(maxEntries: number): (db: Database.Database) => Map<string, V> {
  const memos = new WeakMap<Database.Database, { stamp: number; entries: Map<string, V> }>();
  return (db) => {
    const stamp = writeCount(db);
    let memo = memos.get(db);
    if (!memo || memo.stamp !== stamp || memo.entries.size > maxEntries) {
      memo = { stamp, entries: new Map() };
      memos.set(db, memo);
    }
    return memo.entries;
  };
}
