import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

interface Suggestion {
  id: string;
  label: string;
  name: string;
  slug: string;
  type: string;
  hierarchized_url: string;
  latitude: number;
  longitude: number;
}

async function suggest(query: string, path = 'autocomplete'): Promise<Suggestion[]> {
  const { request } = makeTestApp();
  const res = await request(`/api/v6/search/${path}?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Suggestion[];
}

describe('GET /search/autocomplete', () => {
  it('answers nothing under 3 trimmed characters', async () => {
    expect(await suggest('q=ne')).toEqual([]);
    expect(await suggest(`q=${encodeURIComponent('  ne   ')}`)).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('suggests cities, states and courses with every location field, at most 10', async () => {
    const list = await suggest('q=new');
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]).toMatchObject({
      type: 'City',
      name: 'New York',
      label: 'New York, NY',
      hierarchized_url: '/explore/us/ny/new-york',
    });
    expect(list.some((s) => s.type === 'State' && s.name === 'New Jersey')).toBe(true);
    for (const s of list) {
      for (const key of ['id', 'label', 'name', 'slug', 'type', 'hierarchized_url', 'latitude', 'longitude'])
        expect(s).toHaveProperty(key);
    }
    expect((await suggest('q=golf&limit=3')).length).toBe(3);
    expect((await suggest('q=golf&limit=50')).length).toBe(10);
  });

  it('suggests zip codes only with include_zip_codes=true', async () => {
    expect((await suggest('q=100')).some((s) => s.type === 'Zipcode')).toBe(false);
    const zips = await suggest('q=100&include_zip_codes=true');
    expect(zips[0]).toMatchObject({ type: 'Zipcode', hierarchized_url: '/explore/us/ny/new-york' });
  });

  it('resolves a full zip code to its city, first, so the first non-zipcode result is the city', async () => {
    const list = await suggest('q=60601&include_zip_codes=true');
    expect(list[0]).toMatchObject({ type: 'City', name: 'Chicago' });
    expect(list.some((s) => s.type === 'Zipcode' && s.name === '60601')).toBe(true);
    expect((await suggest(`q=${encodeURIComponent('M5V 2T6')}`))[0]).toMatchObject({
      type: 'City',
      name: 'Toronto',
    });
  });

  it('suggests sections and deals', async () => {
    expect((await suggest('q=desert'))[0]).toMatchObject({
      type: 'Section',
      hierarchized_url: '/sections/desert-golf',
    });
    expect((await suggest('q=twilight special')).every((s) => s.type === 'Deal')).toBe(true);
  });

  it('orders courses by distance with coordinates, and v2 leaves out courses without tee times', async () => {
    const near = await suggest('q=golf&lat=25.77&lon=-80.19');
    expect(near[0]?.label).toMatch(/Miami|FL/);
    const v2 = await suggest('q=golf&lat=25.77&lon=-80.19', 'autocomplete-v2');
    expect(v2.length).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards as plain text and refuses a repeated q with 422', async () => {
    expect(await suggest('q=%25%25%25')).toEqual([]);
    const { request } = makeTestApp();
    expect((await request('/api/v6/search/autocomplete?q=abc&q=def')).status).toBe(422);
  });
});
