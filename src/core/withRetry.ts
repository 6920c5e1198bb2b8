import { ApiError, isCancelled } from './apiError';

/** Spec 02 §7: a failing request is tried up to 3 times, 1 second apart. */
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1000;

/**
 * Worth another try: not cancelled, not maintenance (503 shows the maintenance notice at once),
 * and not a client error other than 408 (timeout) or 429 (rate limit).
 */
export function isRetryable(e: unknown): boolean {
  if (isCancelled(e)) return false;
  if (e instanceof ApiError && e.status === 503) return false;
  if (e instanceof ApiError && e.status >= 400 && e.status < 500) return e.status === 408 || e.status === 429;
  return true;
}

/** Run `fn` until it succeeds, at most `attempts` times with `delayMs` between tries; rethrows the last error. */
export async function withRetry<T>(
  fn: () => Promise<T>,
  attempts = RETRY_ATTEMPTS,
  delayMs = RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (attempt >= attempts || !isRetryable(e)) throw e;
      await new Promise<void>((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
