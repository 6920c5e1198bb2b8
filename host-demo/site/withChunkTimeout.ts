/** Spec 02 §8, §9: a script chunk that has not loaded within 120000 ms fails with 'Loading chunk failed'. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_FAILED = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_FAILED, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The chunk's module, or a ChunkLoadError when it fails or takes longer than `ms`. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    load.then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(e));
      },
    );
  });
}

export const isChunkLoadError = (e: unknown): boolean =>
  e instanceof ChunkLoadError || (e instanceof Error && e.message === CHUNK_FAILED);
