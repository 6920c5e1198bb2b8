import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, cancelledError } from './apiError';
import { RETRY_ATTEMPTS, RETRY_DELAY_MS, withRetry } from './withRetry';

afterEach(() => {
  vi.useRealTimers();
});

const fail = (status: number) => new ApiError(`status ${status}`, { status });

describe('withRetry', () => {
  it('tries 3 times, 1 second apart, then gives up with the last error', async () => {
    vi.useFakeTimers();
    expect([RETRY_ATTEMPTS, RETRY_DELAY_MS]).toEqual([3, 1000]);
    const fn = vi.fn(async () => {
      throw fail(500);
    });
    const outcome = withRetry(fn).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(await outcome).toMatchObject({ status: 500 });
  });

  it('returns the first success', async () => {
    vi.useFakeTimers();
    const fn = vi.fn().mockRejectedValueOnce(fail(0)).mockResolvedValueOnce('ok');
    const result = withRetry(fn);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not retry client errors, except 408 and 429', async () => {
    vi.useFakeTimers();
    for (const status of [400, 401, 404, 422]) {
      const fn = vi.fn(async () => {
        throw fail(status);
      });
      await expect(withRetry(fn)).rejects.toMatchObject({ status });
      expect(fn).toHaveBeenCalledTimes(1);
    }
    for (const status of [408, 429]) {
      const fn = vi.fn(async () => {
        throw fail(status);
      });
      const done = withRetry(fn).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(2000);
      await done;
      expect(fn).toHaveBeenCalledTimes(3);
    }
  });

  it('does not retry cancelled requests', async () => {
    const fn = vi.fn(async () => {
      throw cancelledError();
    });
    await expect(withRetry(fn)).rejects.toMatchObject({ cancelled: true });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
