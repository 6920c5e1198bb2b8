import { describe, expect, it } from 'vitest';
import { expectDescribed } from '../testing/describedAnswer';
import { makeTestApp } from '../testing/makeApp';

describe('response schemas of location search and the explore tree describe the real answers', () => {
  it('autocomplete (both versions, near a point, with zip codes)', async () => {
    const t = makeTestApp();
    const found = await expectDescribed(
      t,
      'get',
      '/api/v6/search/autocomplete',
      '/api/v6/search/autocomplete?q=new',
    );
    expect(Object.keys(found).length).toBeGreaterThan(0);
    await expectDescribed(
      t,
      'get',
      '/api/v6/search/autocomplete-v2',
      '/api/v6/search/autocomplete-v2?q=800&include_zip_codes=true&lat=39.74&lon=-104.99',
    );
    await expectDescribed(t, 'get', '/api/v6/search/autocomplete', '/api/v6/search/autocomplete?q=ab');
  });

  it('explore: countries, a country, a state, a city', async () => {
    const t = makeTestApp();
    const root = await expectDescribed(t, 'get', '/api/v6/explore', '/api/v6/explore');
    expect(root.countries).toBeDefined();
    const country = await expectDescribed(t, 'get', '/api/v6/explore', '/api/v6/explore?country_id=us');
    expect(country.states).toBeDefined();
    const state = await expectDescribed(
      t,
      'get',
      '/api/v6/explore',
      '/api/v6/explore?hierarchized_url=/explore/us/ny',
    );
    expect(state.cities).toBeDefined();
    const city = await expectDescribed(
      t,
      'get',
      '/api/v6/explore',
      '/api/v6/explore?hierarchized_url=/explore/us/ny/new-york',
    );
    expect(city.city).toBeDefined();
  });
});
