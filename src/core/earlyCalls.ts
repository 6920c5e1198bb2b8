import { pageSingleton } from './pageSingleton';

/**
 * How long a GET sent by a widget's first screen (src/first) waits for the same GET of its UI;
 * an older one is asked for again (the UI never shows an answer of another moment).
 */
export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  answer: Promise<unknown>;
  at: number;
}

/** The page's early GETs by `<app key> <url>`, shared by the first screen's script and the UI's. */
const calls = () => pageSingleton('earlyCalls.v1', () => new Map<string, EarlyCall>());

const keyOf = (appKey: string, url: string) => `${appKey} ${url}`;

/**
 * Keeps a GET that a first screen sent (its answer as core/jsonCall answers it) for the UI's same
 * call. `answer` is marked handled: a failure is the UI's to show, when it asks.
 */
export function keepEarlyCall(appKey: string, url: string, answer: Promise<unknown>, now = Date.now()): void {
  answer.catch(() => undefined);
  calls().set(keyOf(appKey, url), { answer, at: now });
}

/** The kept GET of this URL for this app key (taken once, within EARLY_CALL_TTL_MS), else undefined. */
export function takeEarlyCall(appKey: string, url: string, now = Date.now()): Promise<unknown> | undefined {
  const map = calls();
  const key = keyOf(appKey, url);
  const call = map.get(key);
  map.delete(key);
  return call && now - call.at < EARLY_CALL_TTL_MS ? call.answer : undefined;
}
