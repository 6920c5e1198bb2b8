import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { preloadSearch } from './preloadSearch';

const austin = {
  type: 'City',
  name: 'Austin',
  label: 'Austin, TX',
  latitude: 30.27,
  longitude: -97.74,
  hierarchizedUrl: '/explore/us/tx/austin',
};

function fakeApi(suggestions: unknown[] = [austin]) {
  const get = vi.fn(async (path: string, _options?: unknown) =>
    path.includes('autocomplete') ? suggestions : { locationResults: [], total: 0 },
  );
  return { api: { baseURL: 'https://api.test/api', appKey: 'k', get } as unknown as ApiClient, get };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const run = (props: Parameters<typeof preloadSearch>[0]['props'], api: ApiClient) =>
  preloadSearch({ props, api, brand: getBrand() });

describe('preloadSearch', () => {
  it("asks for a place's suggestions at once, then the first one's courses with the attributes' filters", async () => {
    const { api, get } = fakeApi();
    run({ location: 'Austin', players: 2, date: '2026-12-05' }, api);
    expect(get.mock.calls).toEqual([
      [
        'v6/search/autocomplete-v2',
        { params: { q: 'Austin', limit: 10, includeZipCodes: true, includeWithoutTeeTimes: true } },
      ],
    ]);
    await flush();
    expect(get.mock.calls[1]![0]).toBe('v6/courses/location_list');
    expect(get.mock.calls[1]![1]).toMatchObject({
      params: {
        hierarchizedUrl: '/explore/us/tx/austin',
        sort: 'distance',
        date: '2026-12-05',
        qty: 2,
      },
    });
  });

  it('leaves paths, URL-synced pages and places that are not a course list to the UI', async () => {
    const { api, get } = fakeApi();
    run({ location: '/explore/us/tx' }, api);
    run({ location: 'Austin', syncUrl: true }, api);
    run({}, api);
    await flush();
    expect(get).not.toHaveBeenCalled();
    const course = fakeApi([{ type: 'Course', id: '7', name: 'Pines' }]);
    run({ location: 'Pines' }, course.api);
    await flush();
    expect(course.get.mock.calls.map((c) => c[0])).toEqual(['v6/search/autocomplete-v2']);
  });
});

describe('preloadSearch settles', () => {
  it('once the place’s courses have answered, not when their call leaves (the UI then shows them at once)', async () => {
    let answerList: (v: unknown) => void = () => undefined;
    const get = vi.fn((path: string) =>
      path.includes('autocomplete')
        ? Promise.resolve([austin])
        : new Promise((resolve) => (answerList = resolve)),
    );
    const api = { baseURL: 'https://api.test/api', appKey: 'k', get } as unknown as ApiClient;
    let settled = false;
    void (run({ location: 'Austin' }, api) as Promise<unknown>).then(() => (settled = true));
    await flush();
    expect(get).toHaveBeenCalledTimes(2);
    expect(settled, 'settled while the list call is out').toBe(false);
    answerList({ locationResults: [], total: 0 });
    await flush();
    expect(settled).toBe(true);
  });
});
