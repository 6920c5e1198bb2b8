import type { ApiClient, RequestOptions } from './apiClient';
import { cancelledError } from './apiError';
import { serializeParams } from './serializeParams';

/**
 * How long an answer asked for ahead waits for the widget's own call once it is in; older ones
 * are asked for again (the widget never shows an answer of another moment).
 */
export const PRELOAD_TTL_MS = 10_000;

/**
 * The first calls of one element, made as its UI first renders (before any effect runs): the
 * UI's own identical GET, made moments later, takes the answer instead of asking a second time.
 * Each kept answer is taken once (a reload or a later search asks again) and only within
 * PRELOAD_TTL_MS of its arrival. Only widgets that preload bundle this (src/ui/withPreload).
 */
export interface Preloads {
  /** `api` whose GETs are kept for the element's UI (the preload's client). */
  keeping: ApiClient;
  /** `api` whose GETs take a kept answer of the same call instead of asking (the UI's client). */
  taking: ApiClient;
}

/**
 * Path and query, the query's pairs sorted: the same call whatever the order of its params. Plain
 * JSON GETs only (what both clients make); other calls get no key and are never shared.
 */
const callKey = (path: string, opts: RequestOptions = {}) =>
  opts.skipCase || opts.raw
    ? ''
    : `${path.replace(/^\/+/, '')}?${serializeParams(opts.params ?? {})
        .split('&')
        .sort()
        .join('&')}`;

/** The answer, or a cancellation as soon as `signal` aborts (the kept call itself goes on). */
const untilAborted = <T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> =>
  signal
    ? new Promise<T>((resolve, reject) => {
        const abort = () => reject(cancelledError());
        if (signal.aborted) abort();
        signal.addEventListener('abort', abort, { once: true });
        answer.then(resolve, reject);
      })
    : answer;

export function createPreloads(api: ApiClient, now: () => number = Date.now): Preloads {
  const kept = new Map<string, { answer: Promise<unknown>; settledAt?: number }>();
  return {
    keeping: {
      ...api,
      get<T>(path: string, opts?: RequestOptions): Promise<T> {
        const answer = api.get<T>(path, opts);
        const key = callKey(path, opts);
        if (key) {
          const entry: { answer: Promise<unknown>; settledAt?: number } = { answer };
          const settle = () => (entry.settledAt = now());
          answer.then(settle, settle);
          kept.set(key, entry);
        }
        return answer;
      },
    },
    taking: {
      ...api,
      get<T>(path: string, opts?: RequestOptions): Promise<T> {
        const key = callKey(path, opts);
        const entry = kept.get(key);
        kept.delete(key);
        return entry && now() - (entry.settledAt ?? now()) < PRELOAD_TTL_MS
          ? untilAborted(entry.answer as Promise<T>, opts?.signal)
          : api.get<T>(path, opts);
      },
    },
  };
}
