import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type RequestOptions, type UntypedApiClient } from './apiClient';
import { isCancelled } from './apiError';
import { PRELOAD_TTL_MS, createPreloads as createTypedPreloads, takeAnswer as takeTyped } from './preloads';
import { createSafeStorage } from './safeStorage';

function fakeApi() {
  let n = 0;
  const get = vi.fn(async (path: string) => ({ path, n: ++n }));
  const api = { baseURL: 'https://sandbox.test/api', appKey: 'demo-teetime', get } as unknown as ApiClient;
  return { api, get };
}

// The preloads' conduct with made-up paths and params: the document types are not under test.
const createPreloads = (...args: Parameters<typeof createTypedPreloads>) =>
  createTypedPreloads(...args) as unknown as { keeping: UntypedApiClient; taking: UntypedApiClient };
const takeAnswer = takeTyped as unknown as (api: unknown, path: string, opts?: RequestOptions) => unknown;

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('preloads', () => {
  it("hands a preloaded answer to the UI's identical call once, whatever the order of its params", async () => {
    const { api, get } = fakeApi();
    const { keeping, taking } = createPreloads(api);
    const early = keeping.get('v6/courses/7', { params: { qty: 1, includeFeatured: true } });
    const taken = taking.get('/v6/courses/7', { params: { includeFeatured: true, qty: 1 } });
    expect(await taken).toEqual(await early);
    expect(get).toHaveBeenCalledTimes(1);
    // Taken once: the next identical call (a reload) asks again.
    expect(await taking.get('v6/courses/7', { params: { qty: 1, includeFeatured: true } })).toEqual({
      path: 'v6/courses/7',
      n: 2,
    });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks again for another call, or an answer older than the TTL', async () => {
    let clock = 0;
    const { api, get } = fakeApi();
    const { keeping, taking } = createPreloads(api, () => clock);
    void keeping.get('v6/courses/7', { params: { qty: 1 } });
    void keeping.get('v6/courses/8');
    await taking.get('v6/courses/7', { params: { qty: 2 } });
    expect(get).toHaveBeenCalledTimes(3);
    await settle();
    clock += PRELOAD_TTL_MS;
    await taking.get('v6/courses/8');
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('an answer still out is taken however long it takes', async () => {
    let clock = 0;
    let answer: (v: unknown) => void = () => undefined;
    const get = vi.fn(() => new Promise((r) => (answer = r)));
    const { keeping, taking } = createPreloads({ get } as unknown as ApiClient, () => clock);
    void keeping.get('v6/courses/7');
    clock += 2 * PRELOAD_TTL_MS;
    const taken = taking.get('v6/courses/7');
    answer({ late: true });
    expect(await taken).toEqual({ late: true });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps only plain JSON reads', async () => {
    const { api, get } = fakeApi();
    const { keeping, taking } = createPreloads(api);
    void keeping.get('v6/x', { skipCase: true });
    await taking.get('v6/x', { skipCase: true });
    void keeping.get('v6/y', { raw: true });
    await taking.get('v6/y', { raw: true });
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('a UI call that is aborted is cancelled; the answer it waited for fails no one else', async () => {
    const { api } = fakeApi();
    const { keeping, taking } = createPreloads(api);
    const early = keeping.get('v6/courses/7');
    const controller = new AbortController();
    const taken = taking.get('v6/courses/7', { signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toSatisfy(isCancelled);
    await expect(early).resolves.toEqual({ path: 'v6/courses/7', n: 1 });
  });

  it('passes a failed preload on to the UI call (its error view and retry are the UI’s)', async () => {
    const failing = { get: vi.fn(() => Promise.reject(new Error('down'))) } as unknown as ApiClient;
    const { keeping, taking } = createPreloads(failing);
    void keeping.get('v6/courses/7').catch(() => undefined);
    await expect(taking.get('v6/courses/7')).rejects.toThrow('down');
    expect(failing.get).toHaveBeenCalledTimes(1);
  });

  it('with the real API client, one request serves both', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('{"course":{"time_zone":"America/Chicago"}}', {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const client = createApiClient({
        baseURL: 'https://api.test/api',
        appKey: 'k',
        storage: createSafeStorage(() => null),
      });
      const { keeping, taking } = createPreloads(client);
      expect(taking.baseURL).toBe('https://api.test/api');
      const early = keeping.get('v6/courses/7');
      const late = taking.get('v6/courses/7');
      expect(await late).toEqual({ course: { timeZone: 'America/Chicago' } });
      expect(await early).toEqual(await late);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('takeAnswer (an answer already in, for a first render)', () => {
    it('hands over an answer that is in, once, for the same call whatever the order of its params', async () => {
      const { api, get } = fakeApi();
      const { keeping, taking } = createPreloads(api);
      void keeping.get('v6/courses/7', { params: { qty: 1, includeFeatured: true } });
      // Still out: nothing to show yet, and the call stays for the UI's GET.
      expect(
        takeAnswer(taking, 'v6/courses/7', { params: { includeFeatured: true, qty: 1 } }),
      ).toBeUndefined();
      await settle();
      expect(takeAnswer(taking, 'v6/courses/7', { params: { includeFeatured: true, qty: 1 } })).toEqual({
        path: 'v6/courses/7',
        n: 1,
      });
      // Taken: a second take and the UI's own GET ask again.
      expect(
        takeAnswer(taking, 'v6/courses/7', { params: { qty: 1, includeFeatured: true } }),
      ).toBeUndefined();
      await taking.get('v6/courses/7', { params: { qty: 1, includeFeatured: true } });
      expect(get).toHaveBeenCalledTimes(2);
    });

    it('hands over nothing for another call, a failure, an answer older than the TTL or another client', async () => {
      let clock = 0;
      const { api } = fakeApi();
      const { keeping, taking } = createPreloads(api, () => clock);
      void keeping.get('v6/courses/7');
      await settle();
      expect(takeAnswer(taking, 'v6/courses/8')).toBeUndefined();
      expect(takeAnswer(keeping, 'v6/courses/7')).toBeUndefined();
      expect(takeAnswer(api, 'v6/courses/7')).toBeUndefined();
      clock += PRELOAD_TTL_MS;
      expect(takeAnswer(taking, 'v6/courses/7')).toBeUndefined();

      const failing = { get: vi.fn(() => Promise.reject(new Error('down'))) } as unknown as ApiClient;
      const second = createPreloads(failing);
      void second.keeping.get('v6/courses/7').catch(() => undefined);
      await settle();
      expect(takeAnswer(second.taking, 'v6/courses/7')).toBeUndefined();
      // The failure is still the UI's call to show.
      await expect(second.taking.get('v6/courses/7')).rejects.toThrow('down');
    });
  });
});
