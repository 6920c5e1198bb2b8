import { getBus, type Bus } from './bus';
import { pageSingleton } from './pageSingleton';

/**
 * Page-wide "under maintenance" flag (spec 02 §4, §8): a 503 from the API sets it, the next
 * successful GET clears it. Every change is announced on the bus as the sticky
 * `teetime-maintenance` message, so widgets mounted later also show the notice.
 */
export interface Maintenance {
  readonly active: boolean;
  /** Snapshot for `get + subscribe` stores; the same object until the flag changes. */
  get(): { readonly active: boolean };
  /** Set or clear the flag; subscribers and the bus hear only real changes. */
  set(active: boolean): void;
  /** Called with the new value on every change; returns the unsubscribe function. */
  subscribe(fn: (active: boolean) => void): () => void;
}

export function createMaintenance(options: { bus?: () => Bus } = {}): Maintenance {
  const bus = options.bus ?? getBus;
  const listeners = new Set<(active: boolean) => void>();
  let active = false;
  let snapshot: { readonly active: boolean } = Object.freeze({ active });
  return {
    get active() {
      return active;
    },
    get: () => snapshot,
    set(next) {
      if (next === active) return;
      active = next;
      snapshot = Object.freeze({ active });
      for (const fn of [...listeners]) fn(active);
      bus().emit('teetime-maintenance', { active });
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

/** The page's maintenance flag, shared by every widget and every copy of the bundle. */
export function getMaintenance(): Maintenance {
  return pageSingleton('maintenance', () => createMaintenance());
}
