import type Database from 'better-sqlite3';

/**
 * Remembers the JSON of read-only answers, as the UTF-8 bytes sent (no encoding per request), that depend only on the database, the request
 * and the clock (course lists: availability changes when tee times pass, by the minute, or
 * when something is written). Every write on the connection (SQLite's total_changes()) empties
 * it. An answer is kept for its clock key: by default the minute on the sandbox clock, so it is
 * never staler than a fresh one computed in the same minute; a caller that knows its answer reads
 * less of the clock (a list of a later date reads only each zone's today) gives that as `clockKey`,
 * and the answer then outlives the minute, as a fresh one would be the same. Least recently used
 * entries go beyond `maxEntries`.
 */
export function answerCache(db: Database.Database, clock: () => Date, maxEntries = 500) {
  const entries = new Map<string, Buffer<ArrayBuffer>>();
  const changes = db.prepare('SELECT total_changes()').pluck();
  let stamp: unknown;
  return (request: string, compute: () => unknown, clockKey?: string): Buffer<ArrayBuffer> => {
    const current = changes.get();
    if (current !== stamp) {
      entries.clear();
      stamp = current;
    }
    const key = `${clockKey ?? `minute ${Math.floor(clock().getTime() / 60_000)}`} ${request}`;
    const hit = entries.get(key);
    if (hit !== undefined) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const body = Buffer.from(JSON.stringify(compute()));
    entries.set(key, body);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return body;
  };
}

/**
 * A cache key for a request: the caller's origin (media URLs) and its query, parameters in name
 * order (a repeated parameter keeps the order of its values, which may matter to the answer).
 */
export function requestKey(origin: string, url: string): string {
  const params = new URL(url).searchParams;
  params.sort();
  return `${origin} ${params.toString()}`;
}

/**
 * `requestKey` of a request URL (its origin and query), remembered for the last `maxEntries`
 * URLs: a list asked for again skips parsing and sorting its URL.
 */
export function rememberedRequestKeys(maxEntries = 1000): (url: string) => string {
  const keys = new Map<string, string>();
  return (url) => {
    let key = keys.get(url);
    if (key === undefined) {
      key = requestKey(new URL(url).origin, url);
      if (keys.size >= maxEntries) keys.delete(keys.keys().next().value as string);
      keys.set(url, key);
    }
    return key;
  };
}
