import { pageSingleton } from './pageSingleton';

/**
 * localStorage / sessionStorage access that never throws. Safari private mode, sandboxed iframes,
 * disabled cookies and full quotas all fall back to an in-memory map shared by the page, so the
 * widgets keep working (without persistence) instead of crashing.
 */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored (real storage and in-memory fallback). */
  keys(): string[];
  /** Parsed JSON, or undefined when missing or unreadable. */
  getJSON<T>(key: string): T | undefined;
  setJSON(key: string, value: unknown): void;
}

export type StorageKind = 'local' | 'session';

/** Wrap a storage getter (which may itself throw) with a memory fallback. */
export function createSafeStorage(
  getRaw: () => Storage | null | undefined,
  memory = new Map<string, string>(),
): SafeStorage {
  const raw = (): Storage | null => {
    try {
      return getRaw() ?? null;
    } catch {
      return null;
    }
  };
  const storage: SafeStorage = {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return raw()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const s = raw();
        if (!s) throw new Error('no storage');
        s.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        raw()?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
    keys() {
      const out = new Set(memory.keys());
      try {
        const s = raw();
        if (s)
          for (let i = 0; i < s.length; i++) {
            const k = s.key(i);
            if (k !== null) out.add(k);
          }
      } catch {
        /* unreadable storage: memory keys only */
      }
      return [...out];
    },
    getJSON<T>(key: string) {
      const text = storage.getItem(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    setJSON(key, value) {
      storage.setItem(key, JSON.stringify(value));
    },
  };
  return storage;
}

/** The page's local or session storage, safe to use anywhere (also outside a browser). */
export function getSafeStorage(kind: StorageKind): SafeStorage {
  return pageSingleton(`storage.${kind}`, () =>
    createSafeStorage(() => {
      if (typeof window === 'undefined') return null;
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    }),
  );
}
