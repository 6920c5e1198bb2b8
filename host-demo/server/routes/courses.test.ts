import { describe, expect, it } from 'vitest';
import { courseTier } from '../services/courseOrdering';
import type { WireAnswer } from '../../../src/core/api/apiPaths';
import { answerOf } from '../testing/answerOf';
import { makeTestApp } from '../testing/makeApp';

const NYC = 'lat=40.75&lon=-73.99';
const TOMORROW = '2026-06-16';

/** GET v6/courses/location_list as the contract types it. */
type ListAnswer = WireAnswer<'get', 'v6/courses/location_list'>;
type Result = ListAnswer['location_results'][number];

async function list(query: string): Promise<ListAnswer> {
  const { request } = makeTestApp();
  const res = await request(`/api/v6/courses/location_list?${query}`);
  expect(res.status).toBe(200);
  return answerOf<'get', 'v6/courses/location_list'>(res);
}

const tier = (r: Result) =>
  courseTier({
    ...r,
    min_rate: r.min_rate ?? null,
    available: r.availability.for_date,
    rating: 0,
    booking_count: 0,
  });

describe('GET /courses/location_list', () => {
  it('lists courses near coordinates, 15 a page, available first, with distance, min rate and next times', async () => {
    const answer = await list(`${NYC}&date=${TOMORROW}`);
    expect(answer.per_page).toBe(15);
    expect(answer.location_results).toHaveLength(15);
    expect(answer.total).toBeGreaterThan(15);
    expect(answer.total_pages).toBe(Math.ceil(answer.total / 15));
    const tiers = answer.location_results.map(tier);
    expect(tiers).toEqual([...tiers].sort());
    const first = answer.location_results[0]!;
    expect(first.availability.for_date).toBe(true);
    expect(first.min_rate).toBeGreaterThan(0);
    expect(first.next_available_times!.length).toBeGreaterThan(0);
    expect(first.next_available_times![0]!.startsWith(`${TOMORROW}T`)).toBe(true);
    for (const r of answer.location_results) expect(r.distance).toBeLessThanOrEqual(150);
    const deals = (answer as unknown as { deals: { type: string; distance: number }[] }).deals;
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((d) => d.type === 'Deal' && d.distance <= 150)).toBe(true);
  });

  it('pages through every course exactly once', async () => {
    const { request } = makeTestApp();
    const first = (await (
      await request(`/api/v6/courses/location_list?${NYC}&date=${TOMORROW}`)
    ).json()) as ListAnswer;
    const seen: string[] = [];
    for (let page = 1; page <= first.total_pages; page++) {
      const a = (await (
        await request(`/api/v6/courses/location_list?${NYC}&date=${TOMORROW}&page=${page}`)
      ).json()) as ListAnswer;
      seen.push(...a.location_results.map((r) => r.id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const past = (await (
      await request(`/api/v6/courses/location_list?${NYC}&page=${first.total_pages + 1}`)
    ).json()) as ListAnswer;
    expect(past.location_results).toEqual([]);
  });

  it('caps the radius at 150 miles and honours a smaller one', async () => {
    const wide = await list(`${NYC}&max_radius=5000`);
    expect(wide.location_results.every((r) => (r.distance ?? 0) <= 150)).toBe(true);
    const narrow = await list(`${NYC}&max_radius=3`);
    expect(narrow.total).toBeLessThan(wide.total);
    expect(narrow.location_results.every((r) => (r.distance ?? 0) <= 3)).toBe(true);
    const ring = await list(`${NYC}&min_radius=3`);
    expect(ring.location_results.every((r) => (r.distance ?? 0) >= 3)).toBe(true);
  });

  it('tee-time filters change availability: 6 players and an impossible price leave nothing available', async () => {
    const none = await list(`${NYC}&date=${TOMORROW}&max_price=1`);
    expect(none.location_results.every((r) => !r.availability.for_date)).toBe(true);
    const cheap = await list(`${NYC}&date=${TOMORROW}&max_price=60`);
    for (const r of cheap.location_results.filter((x) => x.availability.for_date))
      expect(r.min_rate).toBeLessThanOrEqual(60);
    const early = await list(`${NYC}&date=${TOMORROW}&min_hour=6&max_hour=7`);
    for (const r of early.location_results)
      for (const t of r.next_available_times ?? []) expect(t.slice(11, 13) <= '07').toBe(true);
  });

  it('applies a known curated category and ignores an unknown one', async () => {
    const all = await list(NYC);
    const top = await list(`${NYC}&category=top_rated`);
    expect(top.total).toBeLessThan(all.total);
    expect(top.location_results.every((r) => r.categories.includes('top_rated'))).toBe(true);
    const unknown = await list(`${NYC}&category=cheapest_ever`);
    expect(unknown.total).toBe(all.total);
  });

  it('lists a city with its courses without tee times merged on request', async () => {
    const city = await list('hierarchized_url=/explore/us/ny/new-york&include_without_tee_times=true');
    expect(city).toMatchObject({ city: { name: 'New York', hierarchized_url: '/explore/us/ny/new-york' } });
    expect(Array.isArray(city.courses_without_tee_times)).toBe(true);
    const plain = await list('hierarchized_url=/explore/us/ny/new-york');
    expect(plain.courses_without_tee_times).toBeUndefined();
  });

  it('lists a state by name, and a section with its section, banners and courses without tee times', async () => {
    const state = await list(`hierarchized_url=/explore/us/fl&date=${TOMORROW}`);
    expect(state).toMatchObject({ state: { code: 'FL' } });
    const available = state.location_results.filter((r) => r.availability.for_date).map((r) => r.name);
    expect(available).toEqual([...available].sort((a, b) => a.localeCompare(b)));
    const section = await list('course_section_slug=desert-golf');
    expect(section).toMatchObject({ course_section: { slug: 'desert-golf' } });
    expect(section.banners.length).toBeGreaterThan(0);
    expect(Array.isArray(section.courses_without_tee_times)).toBe(true);
  });

  it('answers 404 for an unknown city or section and 422 for bad or missing parameters', async () => {
    const { request } = makeTestApp();
    expect(
      (await request('/api/v6/courses/location_list?hierarchized_url=/explore/us/ny/atlantis')).status,
    ).toBe(404);
    expect((await request('/api/v6/courses/location_list?course_section_slug=nope')).status).toBe(404);
    const missing = await request('/api/v6/courses/location_list');
    expect(missing.status).toBe(422);
    const bad = await request(`/api/v6/courses/location_list?${NYC}&qty=9&is_riding=yes&date=2026-02-30`);
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.validation_errors).sort()).toEqual(['date', 'is_riding', 'qty']);
  });
});

describe('GET /courses/{id}, /similar, /scorecard', () => {
  it('answers a course with every Course field', async () => {
    const { request } = makeTestApp();
    const { course } = await (await request('/api/v6/courses/1001')).json();
    for (const key of [
      'id',
      'slug',
      'name',
      'full_name',
      'url',
      'course_url',
      'hierarchized_url',
      'formatted_address',
      'address_city',
      'address_state',
      'address_zipcode',
      'photos',
      'has_real_photo',
      'description',
      'phone',
      'num_holes',
      'par_score',
      'slope',
      'rating',
      'score',
      'booking_count',
      'min_regular_rate',
      'partner_tier',
      'booking_site_url',
      'has_network_membership',
      'has_eventual_insurance',
      'latitude',
      'longitude',
      'is_best',
      'is_vip',
    ]) {
      expect(course).toHaveProperty(key);
    }
    expect(course.id).toBe('1001');
    expect(course.hierarchized_url).toMatch(/^\/explore\/us\/[a-z]{2}\/[a-z-]+\/1001$/);
    expect(course.photos[0].photo_medium_url).toMatch(/^http:\/\/localhost\/media\//);
    expect(course.rating.value_rounded * 2).toBe(Math.round(course.rating.value_rounded * 2));
  });

  it('answers similar courses near the course, without the course itself', async () => {
    const { request } = makeTestApp();
    const answer = await (await request(`/api/v6/courses/1001/similar?date=${TOMORROW}`)).json();
    expect(answer.course.id).toBe('1001');
    expect(answer.similar_courses.length).toBeGreaterThan(0);
    expect(answer.similar_courses.map((c: Result) => c.id)).not.toContain('1001');
    expect(answer.similar_courses.every((c: Result) => (c.distance ?? 0) <= 50)).toBe(true);
  });

  it('answers a scorecard whose pars add up to the course par', async () => {
    const { request } = makeTestApp();
    const { course } = await (await request('/api/v6/courses/1001')).json();
    const card = await (await request('/api/v6/courses/1001/scorecard')).json();
    expect(card.scorecard[0].holes).toHaveLength(course.num_holes);
    expect(card.scorecard[0].holes.reduce((s: number, h: { par: number }) => s + h.par, 0)).toBe(
      course.par_score,
    );
    expect(card.scorecard_lady.length).toBeGreaterThan(0);
  });

  it('answers 404 with a message for an unknown course', async () => {
    const { request } = makeTestApp();
    for (const path of [
      '/api/v6/courses/999999',
      '/api/v6/courses/nope/similar',
      '/api/v6/courses/0/scorecard',
    ]) {
      const res = await request(path);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Course not found');
    }
  });
});
