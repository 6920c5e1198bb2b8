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

describe('GET /search/autocomplete-v2 reads text as golfers type it', () => {
  const v2 = (q: string) =>
    suggest(
      `q=${encodeURIComponent(q)}&limit=10&include_zip_codes=true&include_without_tee_times=true`,
      'autocomplete-v2',
    );
  const city = (name: string, label: string) => ({ type: 'City', name, label });

  it('a city and its state, as code or name, with any case and punctuation: the city first', async () => {
    for (const q of ['Austin, TX', 'austin tx', 'AUSTIN,TX.', '  Austin ,  Texas ', 'Austin'])
      expect((await v2(q))[0], q).toMatchObject(city('Austin', 'Austin, TX'));
    for (const q of ['Scottsdale, AZ', 'Scottsdale, Arizona', 'scottsdale az', 'scotts'])
      expect((await v2(q))[0], q).toMatchObject(city('Scottsdale', 'Scottsdale, AZ'));
  });

  it('an exact city before the courses named after it, and its courses after it', async () => {
    const list = await v2('Scottsdale');
    expect(list.slice(0, 2).map((s) => s.label)).toEqual([
      'Scottsdale, AZ',
      'Scottsdale Municipal Golf Course - Scottsdale, AZ',
    ]);
    expect(list.filter((s) => s.type === 'Course').every((s) => s.label.endsWith('Scottsdale, AZ'))).toBe(
      true,
    );
    const austin = await v2('Austin, TX');
    expect(austin.slice(1).every((s) => s.type === 'Course' && s.label.endsWith('Austin, TX'))).toBe(true);
  });

  it('a zip code: its city first, then the zip code', async () => {
    const list = await v2('78701');
    expect(list[0]).toMatchObject(city('Austin', 'Austin, TX'));
    expect(list[1]).toMatchObject({ type: 'Zipcode', name: '78701', label: '78701 - Austin, TX' });
  });

  it('a course by its name or part of it, and by its name and town', async () => {
    expect((await v2('fox rid'))[0]?.label).toBe('Fox Ridge Golf Course - Scottsdale, AZ');
    expect((await v2('Fox Ridge Golf Course'))[0]?.label).toBe('Fox Ridge Golf Course - Scottsdale, AZ');
    const byTown = await v2('fox ridge scottsdale');
    expect(byTown.map((s) => s.label)).toEqual(['Fox Ridge Golf Course - Scottsdale, AZ']);
    expect((await v2('Camelback, Scottsdale AZ'))[0]?.label).toBe('Camelback Golf Club - Scottsdale, AZ');
  });

  it('one typo in a word: a letter missing, extra, wrong or two swapped, also while typing', async () => {
    for (const q of ['Scotsdale', 'Scottsdael', 'Scotttsdale', 'scotsd', 'Scotsdale, AZ'])
      expect((await v2(q))[0], q).toMatchObject(city('Scottsdale', 'Scottsdale, AZ'));
    expect((await v2('Fox Rigde'))[0]?.label).toBe('Fox Ridge Golf Course - Scottsdale, AZ');
    expect((await v2('Austn, TX'))[0]).toMatchObject(city('Austin', 'Austin, TX'));
  });

  it('nothing for text that names no place, even one typo away from nothing', async () => {
    expect(await v2('zzzz')).toEqual([]);
    expect(await v2('fox ridge austin')).toEqual([]);
    expect(await v2('...')).toEqual([]);
  });

  it('states by name or code, and the usual abbreviations of place names', async () => {
    expect((await v2('Arizona'))[0]).toMatchObject({ type: 'State', name: 'Arizona' });
    expect((await v2('new york, ny'))[0]).toMatchObject(city('New York', 'New York, NY'));
  });

  it('a place named again by the index after a course is renamed (no stale suggestion)', async () => {
    const { request, db } = makeTestApp();
    db.prepare(
      "UPDATE courses SET name = 'Saguaro Springs Golf Club' WHERE name = 'Camelback Golf Club'",
    ).run();
    const res = await request('/api/v6/search/autocomplete?q=saguaro');
    expect(((await res.json()) as Suggestion[])[0]?.label).toBe('Saguaro Springs Golf Club - Scottsdale, AZ');
    const old = await request('/api/v6/search/autocomplete?q=camelback');
    expect(await old.json()).toEqual([]);
  });
});
