import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { preloadSearch } from './preloadSearch';

const AUSTIN = {
  type: 'City',
  name: 'Austin',
  label: 'Austin, TX',
  hierarchizedUrl: '/explore/us/tx/austin',
  latitude: 30.27,
  longitude: -97.74,
};

function fakeApi(places: unknown[]) {
  const get = vi.fn(async (path: string) =>
    path.includes('autocomplete') ? places : { locationResults: [] },
  );
  return { api: { baseURL: 'https://api.test/api', appKey: 'k', get } as unknown as ApiClient, get };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('preloadSearch', () => {
  it("asks for a place's suggestions at once, then the first one's course list as views/Results does", async () => {
    const { api, get } = fakeApi([AUSTIN]);
    preloadSearch({ props: { location: 'Austin', players: 2 }, api, brand: getBrand() });
    expect(get.mock.calls).toEqual([
      [
        'v6/search/autocomplete-v2',
        { params: { q: 'Austin', limit: 10, includeZipCodes: true, includeWithoutTeeTimes: true } },
      ],
    ]);
    await flush();
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]).toEqual([
      'v6/courses/location_list',
      {
        params: expect.objectContaining({
          hierarchizedUrl: '/explore/us/tx/austin',
          sort: 'distance',
          qty: 2,
        }),
      },
    ]);
  });

  it('leaves paths, sync-url and places that lead elsewhere (a course) to the UI', async () => {
    const course = fakeApi([{ type: 'Course', id: '12', name: 'Pine Hills' }]);
    preloadSearch({ props: { location: 'Pine Hills' }, api: course.api, brand: getBrand() });
    await flush();
    expect(course.get).toHaveBeenCalledTimes(1);

    const other = fakeApi([AUSTIN]);
    preloadSearch({ props: { location: '/explore/us/tx/austin' }, api: other.api, brand: getBrand() });
    preloadSearch({ props: { location: 'Austin', syncUrl: true }, api: other.api, brand: getBrand() });
    preloadSearch({ props: {}, api: other.api, brand: getBrand() });
    await flush();
    expect(other.get).not.toHaveBeenCalled();
  });
});
