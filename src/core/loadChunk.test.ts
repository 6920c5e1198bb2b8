import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './loadChunk';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what the import answers', async () => {
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it("turns a failed import into 'Loading chunk failed'", async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      'Loading chunk failed',
    );
  });

  it("gives up after 120 s with 'Loading chunk failed'", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {}));
    const settled = expect(pending).rejects.toThrow('Loading chunk failed');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });
});
