import type { AnswerFor, CallPath, ParamsFor } from './api/apiPaths';
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
const callKey = (path: string, opts: RequestOptions<object> = {}) =>
  opts.skipCase || opts.raw
    ? ''
    : `${path.replace(/^\/+/, '')}?${serializeParams((opts.params ?? {}) as Record<string, unknown>)
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

interface Kept {
  answer: Promise<unknown>;
  settledAt?: number;
  /** The answer once it came in successfully. */
  value?: { data: unknown };
}

/** Each taking client's kept answers that are in (for `takeAnswer`). */
const answersIn = new WeakMap<ApiClient, (key: string) => unknown>();

/**
 * The answer of a call asked for ahead, when it is already in (succeeded, within
 * PRELOAD_TTL_MS), taken like the UI's own GET would take it: a first render can show it at
 * once instead of a skeleton, then its call, then a second render. Else undefined (nothing kept
 * for this call, not in yet, failed, too old, or a client that keeps nothing).
 */
export function takeAnswer<P extends CallPath<'get'>>(
  api: ApiClient,
  path: P,
  opts?: RequestOptions<ParamsFor<'get', P>>,
): AnswerFor<'get', P> | undefined {
  return answersIn.get(api)?.(callKey(path, opts)) as AnswerFor<'get', P> | undefined;
}

/** `ApiClient['get']` without its document types: the preload clients pass any call through. */
type AnyGet = (path: string, opts?: RequestOptions<object>) => Promise<unknown>;

export function createPreloads(api: ApiClient, now: () => number = Date.now): Preloads {
  const kept = new Map<string, Kept>();
  const fresh = (entry: Kept | undefined) => !!entry && now() - (entry.settledAt ?? now()) < PRELOAD_TTL_MS;
  const get = api.get as AnyGet;
  const taking: ApiClient = {
    ...api,
    get: ((path, opts) => {
      const key = callKey(path, opts);
      const entry = kept.get(key);
      kept.delete(key);
      return fresh(entry) ? untilAborted(entry!.answer, opts?.signal) : get(path, opts);
    }) satisfies AnyGet as ApiClient['get'],
  };
  answersIn.set(taking, (key) => {
    const entry = key ? kept.get(key) : undefined;
    if (!entry?.value || !fresh(entry)) return undefined;
    kept.delete(key);
    return entry.value.data;
  });
  return {
    keeping: {
      ...api,
      get: ((path, opts) => {
        const answer = get(path, opts);
        const key = callKey(path, opts);
        if (key) {
          const entry: Kept = { answer };
          answer.then(
            (data) => {
              entry.value = { data };
              entry.settledAt = now();
            },
            () => (entry.settledAt = now()),
          );
          kept.set(key, entry);
        }
        return answer;
      }) satisfies AnyGet as ApiClient['get'],
    },
    taking,
  };
}
