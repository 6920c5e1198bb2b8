import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, isChunkLoadError, withChunkTimeout } from './withChunkTimeout';

describe('a lazy chunk', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('that loads in time is the module', async () => {
    const got = withChunkTimeout(new Promise((r) => setTimeout(() => r('module'), CHUNK_TIMEOUT_MS - 1)));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await expect(got).resolves.toBe('module');
  });

  it("that takes 120 s fails with 'Loading chunk failed'", async () => {
    const got = withChunkTimeout(new Promise(() => undefined));
    const seen = got.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void got.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await seen;
    expect((e as Error).message).toBe('Loading chunk failed');
    expect(isChunkLoadError(e)).toBe(true);
  });

  it('that fails to fetch is a chunk error too; other errors are not', async () => {
    const e = await withChunkTimeout(Promise.reject(new TypeError('Failed to fetch'))).catch(
      (x: unknown) => x,
    );
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
