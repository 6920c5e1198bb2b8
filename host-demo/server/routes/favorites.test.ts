import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describe('favorite courses and cities', () => {
  it("answers the demo golfer's favorites with the course and city objects", async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const courses = (await json(await t.request('/api/v6/favorite_courses', asUser(token)))).favorite_courses;
    expect(courses).toHaveLength(2);
    for (const f of courses) {
      expect(f.id).toBe(f.course_id);
      expect(f.course).toMatchObject({ id: f.id, type: 'Course', address_city: 'Austin', is_favorite: true });
      expect(typeof f.course.name).toBe('string');
    }
    const cities = (await json(await t.request('/api/v6/favorite_cities', asUser(token)))).favorite_cities;
    expect(cities.map((f: Json) => f.city.label).sort()).toEqual(['Austin, TX', 'Denver, CO']);
    expect(cities[0]).toMatchObject({ id: cities[0].city_id, city: { type: 'City' } });
  });

  it('adds (twice is harmless), lists newest first and removes, per user', async () => {
    const t = makeTestApp();
    const member = await signInAs(t, 'member@example.com');
    const golfer = await signInAs(t, 'golfer@example.com');
    const add = (body: object, token = member) =>
      t.request('/api/v6/favorite_courses', { method: 'POST', ...asUser(token), json: body });
    const created = await add({ course_id: '1002' });
    expect(created.status).toBe(201);
    expect((await json(created)).favorite_course).toMatchObject({ id: '1002', course: { id: '1002' } });
    expect((await add({ course_id: '1002' })).status).toBe(200);
    await add({ course_id: '1003' });
    const list = (await json(await t.request('/api/v6/favorite_courses', asUser(member)))).favorite_courses;
    expect(list.map((f: Json) => f.id)).toEqual(['1003', '1002']);

    // Another user neither sees nor removes them.
    const golfers = (await json(await t.request('/api/v6/favorite_courses', asUser(golfer))))
      .favorite_courses;
    expect(golfers.map((f: Json) => f.id)).not.toContain('1003');
    const foreign = await t.request('/api/v6/favorite_courses/1003', { method: 'DELETE', ...asUser(golfer) });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).error).toBe('Favorite not found');

    expect(
      (await t.request('/api/v6/favorite_courses/1003', { method: 'DELETE', ...asUser(member) })).status,
    ).toBe(200);
    const after = (await json(await t.request('/api/v6/favorite_courses', asUser(member)))).favorite_courses;
    expect(after.map((f: Json) => f.id)).toEqual(['1002']);
  });

  it('answers 404 for unknown places, 422 for bad bodies and 401 anonymously', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const unknownCourse = await t.request('/api/v6/favorite_courses', {
      method: 'POST',
      ...asUser(token),
      json: { course_id: 'nope' },
    });
    expect(unknownCourse.status).toBe(404);
    expect((await json(unknownCourse)).error).toBe('Course not found');
    const unknownCity = await t.request('/api/v6/favorite_cities', {
      method: 'POST',
      ...asUser(token),
      json: { city_id: 'us-xx-atlantis' },
    });
    expect((await json(unknownCity)).error).toBe('City not found');
    const bad = await t.request('/api/v6/favorite_cities', {
      method: 'POST',
      ...asUser(token),
      json: { city_id: 7 },
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).validation_errors.city_id).toBeDefined();
    for (const [method, path] of [
      ['GET', '/api/v6/favorite_courses'],
      ['POST', '/api/v6/favorite_cities'],
      ['DELETE', '/api/v6/favorite_cities/us-tx-austin'],
    ] as const) {
      const res = await t.request(path, {
        method,
        ...(method === 'POST' ? { json: { city_id: 'us-tx-austin' } } : {}),
      });
      expect(res.status).toBe(401);
    }
    const city = await t.request('/api/v6/favorite_cities', {
      method: 'POST',
      ...asUser(token),
      json: { city_id: 'us-tx-austin' },
    });
    expect((await json(city)).favorite_city).toMatchObject({ id: 'us-tx-austin', city: { name: 'Austin' } });
  });
});
