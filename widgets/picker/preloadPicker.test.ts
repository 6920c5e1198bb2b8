import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { openingFilters, preloadPicker } from './preloadPicker';

function fakeApi() {
  const get = vi.fn(async (path: string, _options?: unknown) => ({ path }));
  return { api: { baseURL: 'https://api.test/api', appKey: 'k', get } as unknown as ApiClient, get };
}

describe('preloadPicker', () => {
  it('asks for the course and its first time slots at once, with the attributes’ filters', async () => {
    const { api, get } = fakeApi();
    const sent = preloadPicker({
      props: { courseId: '12', players: 9, holes: 9, minHour: 7, rateType: 'lightning' },
      api,
      brand: getBrand(),
    });
    expect(get.mock.calls).toEqual([
      ['v6/courses/12'],
      [
        'v6/tee_time_groups/at/12',
        {
          params: expect.objectContaining({
            date: undefined,
            qty: 6, // players are 1–6
            numHoles: 9,
            rateTypes: ['lightning'],
            includeFeatured: true,
          }),
        },
      ],
    ]);
    // The UI mounts once both have answered.
    await expect(sent).resolves.toHaveLength(2);
  });

  it('asks for nothing without a course-id (the picker waits to be told one)', () => {
    const { api, get } = fakeApi();
    expect(preloadPicker({ props: {}, api, brand: getBrand() })).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });

  it('asks for nothing with a course-id that is not a number (the UI says what is wrong)', () => {
    const { api, get } = fakeApi();
    for (const courseId of ['abc', '12a', 'pebble-beach'])
      expect(preloadPicker({ props: { courseId }, api, brand: getBrand() })).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });

  it('opens with the search’s filters when the course came from a search', () => {
    const f = openingFilters({}, { courseId: '3', players: 2, holes: 18, maxPrice: 80 });
    expect(f).toMatchObject({ players: 2, holes: 18, narrow: { maxPrice: 80 } });
    expect(openingFilters({ players: 3 }, { courseId: '3', players: 2 }).players).toBe(3);
  });
});
