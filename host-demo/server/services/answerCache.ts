import type Database from 'better-sqlite3';

/**
 * Remembers the JSON text of read-only answers that depend only on the database, the request
 * and the minute (course lists: availability changes when tee times pass, by the minute, or
 * when something is written). Every write on the connection (SQLite's total_changes()) or a
 * new minute on the sandbox clock empties it, so an answer is never staler than a fresh one
 * computed in the same minute. Least recently used entries go beyond `maxEntries`.
 */
export function answerCache(db: Database.Database, clock: () => Date, maxEntries = 500) {
  const entries = new Map<string, string>();
  const changes = db.prepare('SELECT total_changes()').pluck();
  let stamp = '';
  return (key: string, compute: () => unknown): string => {
    const current = `${String(changes.get())}@${Math.floor(clock().getTime() / 60_000)}`;
    if (current !== stamp) {
      entries.clear();
      stamp = current;
    }
    const hit = entries.get(key);
    if (hit !== undefined) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const body = JSON.stringify(compute());
    entries.set(key, body);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return body;
  };
}

/** A cache key for a request: the caller's origin (media URLs) and its query, in a stable order. */
export function requestKey(origin: string, url: string): string {
  const params = [...new URL(url).searchParams].sort(
    ([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y),
  );
  return `${origin} ${new URLSearchParams(params).toString()}`;
}
