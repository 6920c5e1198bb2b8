import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { createPreloads } from '../../src/core/preloads';
import { AUTOCOMPLETE_PATH, autocompleteParams } from '../../src/domain/search/autocompleteRules';
import { preloadedOrigin, PlaceNotFound, resolveOrigin } from './resolveOrigin';

const MIAMI = [
  { type: 'Zipcode', label: '33101', latitude: 25.78, longitude: -80.2 },
  { type: 'City', label: 'Miami, FL', latitude: 25.77, longitude: -80.19 },
];

function preloaded(answer: unknown) {
  const get = vi.fn(async () => answer);
  const { keeping, taking } = createPreloads({ get } as unknown as ApiClient);
  return { keeping, taking, get };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('preloadedOrigin', () => {
  it('is the point of coordinates, with nothing to ask', () => {
    const { taking, get } = preloaded([]);
    expect(preloadedOrigin(taking, { kind: 'coords', latitude: 40.7, longitude: -74 })).toEqual({
      latitude: 40.7,
      longitude: -74,
    });
    expect(get).not.toHaveBeenCalled();
  });

  it("is a place's point once the first calls have its suggestions (the city, not the zip code)", async () => {
    const { keeping, taking, get } = preloaded(MIAMI);
    const source = { kind: 'place', text: 'Miami' } as const;
    // Not in yet: resolveOrigin asks (and takes the call that is out).
    void keeping.get(AUTOCOMPLETE_PATH, { params: autocompleteParams('Miami')! });
    expect(preloadedOrigin(taking, source)).toBeUndefined();
    await settle();
    expect(preloadedOrigin(taking, source)).toEqual({
      latitude: 25.77,
      longitude: -80.19,
      label: 'Miami, FL',
    });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('leaves a place that was not found, and the reader’s position, to resolveOrigin', async () => {
    const { keeping, taking } = preloaded([]);
    void keeping.get(AUTOCOMPLETE_PATH, { params: autocompleteParams('Nowhere')! });
    await settle();
    expect(preloadedOrigin(taking, { kind: 'place', text: 'Nowhere' })).toBeUndefined();
    await expect(
      resolveOrigin(taking, { kind: 'place', text: 'Nowhere' }, new AbortController().signal),
    ).rejects.toBeInstanceOf(PlaceNotFound);
    expect(preloadedOrigin(taking, { kind: 'position' })).toBeUndefined();
  });
});
