import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

async function get(path: string) {
  const { request } = makeTestApp();
  const res = await request(path);
  return { status: res.status, body: await res.json() };
}

describe('cities', () => {
  it('finds the nearest city to coordinates, or 404 far from any', async () => {
    const near = await get('/api/v6/cities/for_coordinates?lat=30.27&lon=-97.74');
    expect(near.body.city).toMatchObject({
      name: 'Austin',
      state_code: 'TX',
      hierarchized_url: '/explore/us/tx/austin',
    });
    expect((await get('/api/v6/cities/for_coordinates?lat=0&lon=0')).status).toBe(404);
    expect((await get('/api/v6/cities/for_coordinates?lat=91&lon=0')).status).toBe(422);
  });

  it('finds a city by name, URL, id and zip code (US zip and Canadian postal code)', async () => {
    expect((await get('/api/v6/cities/find?q=Chicago')).body.city.id).toBe('us-il-chicago');
    expect((await get('/api/v6/cities/find?name=austin, tx')).body.city.name).toBe('Austin');
    expect((await get('/api/v6/cities/find?hierarchized_url=/explore/us/fl/miami')).body.city.name).toBe(
      'Miami',
    );
    expect((await get('/api/v6/cities/zipcode/60601')).body.city.name).toBe('Chicago');
    expect((await get(`/api/v6/cities/zipcode/${encodeURIComponent('M5V 2T6')}`)).body.city.name).toBe(
      'Toronto',
    );
    expect((await get('/api/v6/cities/find?q=Atlantis')).status).toBe(404);
    expect((await get('/api/v6/cities/zipcode/00000')).status).toBe(404);
  });
});

describe('countries, states, explore', () => {
  it('lists 43 countries with the US and Canada first, and the explore-enabled ones', async () => {
    const all = (await get('/api/v6/countries')).body.countries;
    expect(all).toHaveLength(43);
    expect(all.slice(0, 2).map((c: { iso2: string }) => c.iso2)).toEqual(['US', 'CA']);
    const explore = (await get('/api/v6/countries/explore_enabled')).body.countries;
    expect(explore.map((c: { iso2: string }) => c.iso2)).toEqual(['US', 'CA']);
  });

  it('lists states of a country (default US) with course counts', async () => {
    const us = (await get('/api/v6/states')).body.states;
    expect(us).toHaveLength(51);
    expect(us.find((s: { code: string }) => s.code === 'NY').course_count).toBeGreaterThan(0);
    const ca = (await get('/api/v6/states?country_id=CA')).body.states;
    expect(ca.map((s: { code: string }) => s.code)).toContain('ON');
    expect((await get('/api/v6/states?country_id=zz')).status).toBe(404);
  });

  it('explores countries → states → cities', async () => {
    const root = (await get('/api/v6/explore')).body;
    expect(root.countries.map((c: { id: string }) => c.id)).toEqual(['us', 'ca']);
    const state = (await get('/api/v6/explore?hierarchized_url=/explore/us/ny')).body;
    expect(state.cities.map((c: { name: string }) => c.name)).toContain('New York');
    const city = (await get('/api/v6/explore?hierarchized_url=/explore/us/ny/new-york')).body;
    expect(city.city.course_count).toBeGreaterThan(0);
    expect((await get('/api/v6/explore?hierarchized_url=/explore/xx')).status).toBe(404);
  });
});
