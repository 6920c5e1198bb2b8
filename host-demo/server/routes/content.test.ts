import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';

async function get(path: string) {
  const { request } = makeTestApp();
  const res = await request(path);
  return { status: res.status, body: await res.json() };
}

describe('banners, deals, FAQs, sections', () => {
  it('answers banners by context, and a course its own banners first', async () => {
    const home = (await get('/api/v6/banners?context=home')).body.banners;
    expect(home.length).toBeGreaterThan(0);
    expect(
      home.every((b: { context: string; type: string }) => b.context === 'home' && b.type === 'Banner'),
    ).toBe(true);
    expect((await get('/api/v6/banners?context=sidebar')).status).toBe(422);
    const { db, request } = makeTestApp();
    const { course_id } = db.prepare('SELECT course_id FROM banners WHERE course_id IS NOT NULL').get() as {
      course_id: string;
    };
    const own = (await (await request(`/api/v6/banners?course_id=${course_id}`)).json()).banners;
    expect(own[0]).toMatchObject({ course_id, context: 'course' });
    const course = await (await request(`/api/v6/courses/${course_id}`)).json();
    expect(course.banners[0].course_id).toBe(course_id);
  });

  it('answers current deals nearest first, and one deal by id', async () => {
    const near = (await get('/api/v6/deals/near?lat=40.75&lon=-73.99&limit=2')).body;
    expect(near.deals.length).toBeGreaterThan(0);
    const d = near.deals.map((x: { distance: number }) => x.distance);
    expect(d).toEqual([...d].sort((a: number, b: number) => a - b));
    expect(near.deals.every((x: { ends_on: string }) => x.ends_on >= '2026-06-15')).toBe(true);
    const one = (await get(`/api/v6/deals/${near.deals[0].id}`)).body.deal;
    expect(one).toMatchObject({ id: near.deals[0].id, type: 'Deal' });
    expect(one.price).toBeLessThan(one.regular_price);
    expect((await get('/api/v6/deals/nope')).status).toBe(404);
    expect((await get('/api/v6/deals/near?lat=40')).status).toBe(422);
  });

  it('answers the FAQ list with the refund-cancellations category', async () => {
    const faqs = (await get('/api/v4/faqs')).body.faqs;
    expect(faqs.length).toBeGreaterThan(10);
    expect(faqs.some((f: { category: string }) => f.category === 'refund-cancellations')).toBe(true);
  });

  it('lists course sections and one by slug', async () => {
    const sections = (await get('/api/v6/course_sections')).body.course_sections;
    expect(sections.map((s: { slug: string }) => s.slug)).toContain('bucket-list-courses');
    expect(
      (await get('/api/v6/course_sections/canadian-gems')).body.course_section.course_count,
    ).toBeGreaterThan(0);
    expect((await get('/api/v6/course_sections/nope')).status).toBe(404);
  });
});

describe('failure recommendations', () => {
  it('recommends other available courses nearby, never the failed one', async () => {
    const body = (await get('/api/v6/failure_recommendation/courses?course_id=1001&date=2026-06-16')).body;
    expect(body.courses.length).toBeGreaterThan(0);
    expect(body.courses.length).toBeLessThanOrEqual(4);
    expect(
      body.courses.every(
        (c: { id: string; availability: { for_date: boolean } }) =>
          c.id !== '1001' && c.availability.for_date,
      ),
    ).toBe(true);
  });

  it("recommends courses for the failed tee time's date when no date is given", async () => {
    const { request } = makeTestApp();
    const offers = await (await request('/api/v6/tee_times/at/1001/tee_times?date=2026-06-20')).json();
    const failed = offers.tee_times[0].id;
    const ids = async (query: string) =>
      (
        (await (await request(`/api/v6/failure_recommendation/courses?course_id=1001&${query}`)).json()) as {
          courses: { id: string }[];
        }
      ).courses.map((c) => c.id);
    const byTeeTime = await ids(`tee_time_id=${failed}`);
    expect(byTeeTime.length).toBeGreaterThan(0);
    expect(byTeeTime).toEqual(await ids('date=2026-06-20'));
    expect(
      (await request('/api/v6/failure_recommendation/courses?course_id=1001&tee_time_id=zzz')).status,
    ).toBe(404);
  });

  it('recommends tee times near the failed one, on a later date when the day is full', async () => {
    const { request, db } = makeTestApp();
    const offers = await (await request('/api/v6/tee_times/at/1001/tee_times?date=2026-06-16')).json();
    const failed = offers.tee_times[0].id;
    const same = await (
      await request(`/api/v6/failure_recommendation/tee_times?course_id=1001&tee_time_id=${failed}&qty=1`)
    ).json();
    expect(same.date).toBe('2026-06-16');
    expect(same.tee_times.map((t: { id: string }) => t.id)).not.toContain(failed);
    db.prepare(
      "UPDATE tee_times SET players_available = 0 WHERE course_id = '1001' AND date = '2026-06-16'",
    ).run();
    const later = await (
      await request('/api/v6/failure_recommendation/tee_times?course_id=1001&date=2026-06-16')
    ).json();
    expect(later.is_recommended_date).toBe(true);
    expect(later.date > '2026-06-16').toBe(true);
    expect(
      (await request('/api/v6/failure_recommendation/tee_times?course_id=1001&tee_time_id=zzz')).status,
    ).toBe(404);
    expect((await request('/api/v6/failure_recommendation/courses')).status).toBe(422);
  });
});

describe('media', () => {
  it('serves the pictures the seed refers to, without an app key', async () => {
    const { request } = makeTestApp();
    const res = await request('/media/courses/1001/1.svg', { apiKey: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});
