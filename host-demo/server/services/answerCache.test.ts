import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { answerCache, rememberedRequestKeys, requestKey } from './answerCache';

function setup(maxEntries?: number) {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE tee_times (id INTEGER PRIMARY KEY, sold INTEGER)');
  db.exec('INSERT INTO tee_times (sold) VALUES (0)');
  let now = new Date('2026-11-22T19:00:10Z');
  const cache = answerCache(db, () => now, maxEntries);
  let computed = 0;
  const list = (key = 'k') =>
    cache(key, () => {
      computed++;
      return { sold: db.prepare('SELECT sold FROM tee_times').pluck().get() };
    }).toString();
  let bumps = 0;
  return {
    db,
    cache,
    bump: () => ++bumps,
    list,
    computed: () => computed,
    setNow: (iso: string) => {
      now = new Date(iso);
    },
  };
}

describe('answerCache', () => {
  it('answers the same request in the same minute from memory, as the same JSON', () => {
    const t = setup();
    expect(t.list()).toBe('{"sold":0}');
    expect(t.list()).toBe('{"sold":0}');
    expect(t.computed()).toBe(1);
  });

  it('forgets everything after any write, so a booked tee time never shows as open', () => {
    const t = setup();
    t.list();
    t.db.prepare('UPDATE tee_times SET sold = 1').run();
    expect(t.list()).toBe('{"sold":1}');
    expect(t.computed()).toBe(2);
  });

  it('keeps an answer past the minute for as long as its clock key stays the same', () => {
    const t = setup();
    const later = (key: string) => t.cache('k', () => ({ n: t.bump() }), key).toString();
    expect(later('days 2026-11-22')).toBe('{"n":1}');
    t.setNow('2026-11-22T19:05:00Z');
    expect(later('days 2026-11-22')).toBe('{"n":1}');
    expect(later('days 2026-11-23')).toBe('{"n":2}');
    t.db.prepare('UPDATE tee_times SET sold = 1').run();
    expect(later('days 2026-11-23')).toBe('{"n":3}');
  });

  it('forgets everything when the minute changes (tee times pass by the minute)', () => {
    const t = setup();
    t.list();
    t.setNow('2026-11-22T19:00:59Z');
    t.list();
    expect(t.computed()).toBe(1);
    t.setNow('2026-11-22T19:01:00Z');
    t.list();
    expect(t.computed()).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', () => {
    const t = setup(2);
    t.list('a');
    t.list('b');
    t.list('a'); // a is now the most recent
    t.list('c'); // drops b
    expect(t.computed()).toBe(3);
    t.list('a');
    expect(t.computed()).toBe(3);
    t.list('b');
    expect(t.computed()).toBe(4);
  });

  it('does not keep a failed computation', () => {
    const t = setup();
    const cache = answerCache(t.db, () => new Date('2026-11-22T19:00:00Z'));
    expect(() =>
      cache('x', () => {
        throw new Error('404');
      }),
    ).toThrow('404');
    expect(cache('x', () => ({ ok: true })).toString()).toBe('{"ok":true}');
  });

  it('answers from memory with the same UTF-8 bytes, not encoded again', () => {
    const t = setup();
    const first = t.cache('k', () => ({ name: 'Café Ridge – 18 holes' }));
    expect(first.toString('utf8')).toBe('{"name":"Café Ridge – 18 holes"}');
    expect(t.cache('k', () => ({ name: 'other' }))).toBe(first);
  });
});

describe('requestKey', () => {
  it('is the same for the same parameters in any order, and differs by origin', () => {
    const a = requestKey('http://a', 'http://x/api/v6/courses/location_list?lat=1&lon=2&page=1');
    const b = requestKey('http://a', 'http://x/api/v6/courses/location_list?page=1&lon=2&lat=1');
    expect(a).toBe(b);
    expect(requestKey('http://b', 'http://x/list?lat=1&lon=2&page=1')).not.toBe(a);
    expect(requestKey('http://a', 'http://x/list?lat=1&lon=2&page=2')).not.toBe(a);
  });

  it("keeps the order of a repeated parameter's values", () => {
    expect(requestKey('http://a', 'http://x/list?ids=b&lat=1&ids=a')).not.toBe(
      requestKey('http://a', 'http://x/list?ids=a&lat=1&ids=b'),
    );
  });
});

describe('rememberedRequestKeys', () => {
  it("is requestKey with the URL's origin, and remembers it per URL", () => {
    const keyOf = rememberedRequestKeys(2);
    const url = 'http://127.0.0.1:8080/api/v6/courses/location_list?page=2&lat=1';
    expect(keyOf(url)).toBe(requestKey('http://127.0.0.1:8080', url));
    expect(keyOf(url)).toBe(keyOf(url));
    expect(keyOf('http://localhost:8080/list?lat=1&page=2')).toBe(
      requestKey('http://localhost:8080', 'http://x/list?lat=1&page=2'),
    );
    keyOf('http://a/list?x=1');
    keyOf('http://a/list?x=2'); // past 2 entries: the oldest goes, the answers stay right
    expect(keyOf(url)).toBe(requestKey('http://127.0.0.1:8080', url));
  });
});
