import { pageSingleton } from './pageSingleton';
import { STICKY_EVENTS, type TeetimeEventMap, type TeetimeEventName } from './events';

export interface BusMeta {
  /** Id of the widget instance that emitted the message, if any. */
  source?: string;
}

export type BusHandler<K extends TeetimeEventName> = (detail: TeetimeEventMap[K], meta: BusMeta) => void;

export interface Bus {
  /** Publishes a message to every subscriber (and keeps it if the topic is sticky). */
  emit<K extends TeetimeEventName>(type: K, detail: TeetimeEventMap[K], meta?: BusMeta): void;
  /**
   * Subscribes; returns the unsubscribe function. For sticky topics the latest
   * value is replayed at once unless `replay: false`.
   */
  on<K extends TeetimeEventName>(type: K, handler: BusHandler<K>, options?: { replay?: boolean }): () => void;
  /** The latest value of a sticky topic. */
  last<K extends TeetimeEventName>(type: K): TeetimeEventMap[K] | undefined;
  /** Forgets the latest value of a sticky topic (e.g. a selection was cleared). */
  clear(type: TeetimeEventName): void;
}

type AnyHandler = (detail: unknown, meta: BusMeta) => void;

export function createBus(): Bus {
  const handlers = new Map<TeetimeEventName, Set<AnyHandler>>();
  const latest = new Map<TeetimeEventName, { detail: unknown; meta: BusMeta }>();

  const deliver = (handler: AnyHandler, detail: unknown, meta: BusMeta) => {
    try {
      handler(detail, meta);
    } catch (error) {
      // One broken subscriber must not stop the others; surface it asynchronously.
      queueMicrotask(() => {
        throw error;
      });
    }
  };

  return {
    emit(type, detail, meta = {}) {
      if (STICKY_EVENTS.has(type)) latest.set(type, { detail, meta });
      for (const handler of [...(handlers.get(type) ?? [])]) deliver(handler, detail, meta);
    },
    on(type, handler, options = {}) {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      const h = handler as AnyHandler;
      set.add(h);
      const kept = latest.get(type);
      if (kept && options.replay !== false) deliver(h, kept.detail, kept.meta);
      return () => {
        set.delete(h);
      };
    },
    last(type) {
      return latest.get(type)?.detail as TeetimeEventMap[typeof type] | undefined;
    },
    clear(type) {
      latest.delete(type);
    },
  };
}

/**
 * The page-wide bus, shared by every copy of every widget bundle on the page (a page singleton;
 * the key is versioned so an incompatible future bus never meets this one).
 */
export const getBus = (): Bus => pageSingleton('bus.v1', createBus);
