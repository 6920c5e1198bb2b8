/** How long a lazily loaded part of a widget may take before it counts as failed (spec 02 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The message a failed or timed-out chunk shows, with a retry (spec 02 §8). */
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';

/** Runs a dynamic import; rejects with 'Loading chunk failed' when it fails or takes too long. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(CHUNK_FAILED_MESSAGE)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        reject(new Error(CHUNK_FAILED_MESSAGE));
      },
    );
  });
}
