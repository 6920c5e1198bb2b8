import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { createPreloads } from '../../src/core/preloads';
import { defaultFilters, type SearchLocation } from '../../src/domain/search/searchFilters';
import { preloadedStart } from './preloadedStart';

const dallas: SearchLocation = {
  type: 'City',
  name: 'Dallas',
  label: 'Dallas, TX',
  hierarchizedUrl: '/explore/us/tx/dallas',
  latitude: 32.78,
  longitude: -96.8,
};
const course: SearchLocation = { type: 'Course', id: '7', name: 'Pines' };

/** A client whose preload asked for `q`'s suggestions, answered with `suggestions`. */
async function asked(q: string, suggestions: SearchLocation[]) {
  const api = {
    baseURL: 'https://api.test/api',
    appKey: 'k',
    get: async () => suggestions,
  } as unknown as ApiClient;
  const preloads = createPreloads(api);
  await preloads.keeping.get('v6/search/autocomplete-v2', {
    params: { q, limit: 10, includeZipCodes: true, includeWithoutTeeTimes: true },
  });
  return preloads.taking;
}

describe('preloadedStart', () => {
  it('goes to the first suggestion’s course list, with the attributes’ filters, when the suggestions are in', async () => {
    const api = await asked('Dallas', [dallas]);
    const filters = { ...defaultFilters(), players: 2 };
    const start = preloadedStart(api, ' Dallas ', filters);
    expect(start?.list?.route).toEqual({ kind: 'list', list: 'city', location: dallas });
    expect(start?.list?.filters).toMatchObject({ players: 2, location: dallas, nearMeSearch: false });
    // Taken once: a second render (or element) asks as usual.
    expect(preloadedStart(api, 'Dallas', filters)).toBeUndefined();
  });

  it('hands over the suggestions, and no list, when the first is not a course list (the App goes there itself)', async () => {
    const api = await asked('Pines', [course]);
    expect(preloadedStart(api, 'Pines', defaultFilters())).toEqual({ suggestions: [course] });
    const none = await asked('Nowhere', []);
    expect(preloadedStart(none, 'Nowhere', defaultFilters())).toEqual({ suggestions: [] });
  });

  it('knows nothing of paths, other places or answers not asked for', async () => {
    const api = await asked('Dallas', [dallas]);
    expect(preloadedStart(api, '/explore/us/tx', defaultFilters())).toBeUndefined();
    expect(preloadedStart(api, undefined, defaultFilters())).toBeUndefined();
    expect(preloadedStart(api, 'Austin', defaultFilters())).toBeUndefined();
  });
});
