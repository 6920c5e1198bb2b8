import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { preloadDeals } from './preloadDeals';

function fakeApi() {
  const get = vi.fn(async (path: string) =>
    path.includes('autocomplete')
      ? [{ type: 'City', label: 'Miami, FL', latitude: 25.77, longitude: -80.19 }]
      : { deals: [], page: 1 },
  );
  return { api: { baseURL: 'https://api.test/api', appKey: 'k', get } as unknown as ApiClient, get };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('preloadDeals', () => {
  it("asks for a place's point at once, then its first page of deals", async () => {
    const { api, get } = fakeApi();
    preloadDeals({ props: { location: 'Miami', radius: 50 }, api, brand: getBrand() });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![0]).toBe('v6/search/autocomplete-v2');
    await flush();
    expect(get.mock.calls[1]).toEqual([
      'v6/deals/near',
      { params: { lat: 25.77, lon: -80.19, radius: 50, limit: 15, page: 1 } },
    ]);
  });

  it('asks for the deals near coordinates, with no call first', async () => {
    const { api, get } = fakeApi();
    preloadDeals({ props: { latitude: 40.7, longitude: -74 }, api, brand: getBrand() });
    await flush();
    expect(get.mock.calls).toEqual([
      ['v6/deals/near', { params: { lat: 40.7, lon: -74, radius: 150, limit: 15, page: 1 } }],
    ]);
  });

  it("leaves the reader's position to the UI, and asks nothing for a brand without the deals page", async () => {
    const { api, get } = fakeApi();
    preloadDeals({ props: {}, api, brand: getBrand() });
    preloadDeals({ props: { location: 'Miami' }, api, brand: getBrand('cedar-ridge') });
    await flush();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('preloadDeals settles', () => {
  it('once the deals have answered, not when their call leaves (the UI then shows them at once)', async () => {
    let answerDeals: (v: unknown) => void = () => undefined;
    const get = vi.fn((path: string) =>
      path.includes('autocomplete')
        ? Promise.resolve([{ type: 'City', label: 'Miami, FL', latitude: 25.77, longitude: -80.19 }])
        : new Promise((resolve) => (answerDeals = resolve)),
    );
    const api = { baseURL: 'https://api.test/api', appKey: 'k', get } as unknown as ApiClient;
    let settled = false;
    void (preloadDeals({ props: { location: 'Miami' }, api, brand: getBrand() }) as Promise<unknown>).then(
      () => (settled = true),
    );
    await flush();
    expect(get).toHaveBeenCalledTimes(2);
    expect(settled, 'settled while the deals call is out').toBe(false);
    answerDeals({ deals: [], page: 1 });
    await flush();
    expect(settled).toBe(true);
  });
});
