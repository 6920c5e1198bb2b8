import { getSafeStorage, type SafeStorage } from './safeStorage';
import { FLOW_TOKENS_KEY } from './storageKeys';

/**
 * Where the tee-time flow tokens are kept (session storage), and the one rule that clears them.
 * The picker keeps one course's steps under `teetime:flow-tokens:{courseId}` (two pickers on a
 * page never overwrite each other's steps); older versions kept every course under the bare
 * `teetime:flow-tokens`. Whoever resets the flow (the site leaving it, a payment closing it)
 * calls `clearFlowTokens`, so no key format is ever forgotten.
 */

/** `teetime:flow-tokens:{courseId}`: one course's flow tokens. */
export const flowTokensKey = (courseId: string): string => `${FLOW_TOKENS_KEY}:${courseId}`;

/**
 * True when `key` holds flow tokens: the bare key, or a course's. With `courseId`, only the keys
 * that can hold that course's steps (its own and the bare one).
 */
export function isFlowTokensKey(key: string, courseId?: string): boolean {
  if (key === FLOW_TOKENS_KEY) return true;
  if (courseId !== undefined) return key === flowTokensKey(courseId);
  return key.startsWith(`${FLOW_TOKENS_KEY}:`);
}

/**
 * Clears the flow tokens: every course's (a flow reset), or one course's (its booking was paid).
 * Returns the keys removed.
 */
export function clearFlowTokens(courseId?: string, store: SafeStorage = getSafeStorage('session')): string[] {
  const removed = store.keys().filter((key) => isFlowTokensKey(key, courseId));
  for (const key of removed) store.removeItem(key);
  return removed;
}
