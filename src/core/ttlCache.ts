import { getSafeStorage, type SafeStorage } from './safeStorage';
import { CACHE_PREFIX } from './storageKeys';

/** Spec 02 §9: cache entries live 240000 ms (4 minutes) unless told otherwise. */
export const DEFAULT_CACHE_TTL_MS = 240_000;

export interface CacheEntry<T = unknown> {
  data: T;
  /** When it was set (ms since epoch). */
  timestamp: number;
  ttl: number;
  /** Marked stale: still usable, but the caller should refetch. */
  stale: boolean;
}

export interface TtlCache {
  set<T>(name: string, data: T, ttl?: number): void;
  /** The entry, or undefined when missing or expired (expired entries are removed). */
  get<T>(name: string): CacheEntry<T> | undefined;
  markStale(name: string): void;
  remove(name: string): void;
  /** Remove every entry of this cache. */
  reset(): void;
}

export interface TtlCacheOptions {
  defaultTtl?: number;
  now?: () => number;
  /** Key prefix in storage; `teetime:cache:` by default. */
  prefix?: string;
}

function isEntry(value: unknown): value is CacheEntry {
  const e = value as CacheEntry | null;
  return (
    !!e &&
    typeof e === 'object' &&
    typeof e.timestamp === 'number' &&
    typeof e.ttl === 'number' &&
    'data' in e
  );
}

/** A named cache in (session) storage whose entries expire by their stored time-to-live. */
export function createTtlCache(
  storage: SafeStorage = getSafeStorage('session'),
  options: TtlCacheOptions = {},
): TtlCache {
  const { defaultTtl = DEFAULT_CACHE_TTL_MS, now = Date.now, prefix = CACHE_PREFIX } = options;
  const key = (name: string) => `${prefix}${name}`;

  const cache: TtlCache = {
    set(name, data, ttl = defaultTtl) {
      const entry: CacheEntry = { data, timestamp: now(), ttl, stale: false };
      storage.setJSON(key(name), entry);
    },
    get<T>(name: string) {
      const entry = storage.getJSON<unknown>(key(name));
      if (entry === undefined) return undefined;
      if (!isEntry(entry) || now() - entry.timestamp >= entry.ttl) {
        storage.removeItem(key(name));
        return undefined;
      }
      return { ...entry, stale: entry.stale === true } as CacheEntry<T>;
    },
    markStale(name) {
      const entry = cache.get(name);
      if (entry) storage.setJSON(key(name), { ...entry, stale: true });
    },
    remove(name) {
      storage.removeItem(key(name));
    },
    reset() {
      for (const k of storage.keys()) if (k.startsWith(prefix)) storage.removeItem(k);
    },
  };
  return cache;
}
