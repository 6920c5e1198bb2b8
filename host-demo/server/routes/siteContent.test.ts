import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../seed/sitePages';
import { makeTestApp } from '../testing/makeApp';
import { answerOf } from '../testing/answerOf';

describe('the main site content calls', () => {
  it('answers every static page by slug, as text sections; unknown or bad slugs are 404 / 422', async () => {
    const t = makeTestApp();
    for (const slug of ['about', 'privacy-policy', 'vip-perks']) {
      const res = await t.request(`/api/v6/pages/show/${slug}`);
      expect(res.status).toBe(200);
      const { page } = await answerOf<'get', 'v6/pages/show/{slug}'>(res);
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.sections.length).toBeGreaterThan(0);
    }
    expect((await t.request('/api/v6/pages/show/no-such-page')).status).toBe(404);
    expect((await t.request('/api/v6/pages/show/..%2Fetc')).status).toBe(422);
    expect(new Set(SITE_PAGES.map((p) => p.slug)).size).toBe(SITE_PAGES.length);
  });

  it('a contest runs on the clock’s month (and the next), never stale', async () => {
    const t = makeTestApp(); // clock: 2026-06-15
    const { contests, upcoming } = await answerOf<'get', 'v6/contests'>(await t.request('/api/v6/contests'));
    expect(contests).toHaveLength(1);
    expect(contests[0]!.starts_at).toBe('2026-06-01T00:00:00.000Z');
    expect(contests[0]!.ends_at).toBe('2026-07-31T23:59:59.000Z');
    expect(upcoming[0]!.starts_at).toBe('2026-08-01T00:00:00.000Z');
  });

  it('the marketing banner is the first banner of its context (home by default)', async () => {
    const t = makeTestApp();
    const home = await answerOf<'get', 'v6/marketing_banner'>(await t.request('/api/v6/marketing_banner'));
    expect(home.marketing_banner?.context).toBe('home');
    const bad = await t.request('/api/v6/marketing_banner?context=sky');
    expect(bad.status).toBe(422);
  });

  it('an app link is a stable short link on this origin; other origins are refused', async () => {
    const t = makeTestApp();
    const get = (link: string) => t.request(`/api/v6/firebase/dynamic_link?link=${encodeURIComponent(link)}`);
    const a = await answerOf<'get', 'v6/firebase/dynamic_link'>(await get('/deals'));
    const b = await answerOf<'get', 'v6/firebase/dynamic_link'>(await get('/deals'));
    expect(a.short_link).toBe(b.short_link);
    expect(a.short_link).toMatch(/^http:\/\/localhost\/\?app_link=[\w-]{10}$/);
    expect(a.link).toBe('http://localhost/deals');
    expect((await get('https://evil.example/x')).status).toBe(422);
  });

  it('featured courses near a point: within 150 miles, silver partners first, at most `limit`', async () => {
    const t = makeTestApp();
    const course = t.db.prepare('SELECT latitude, longitude FROM courses LIMIT 1').get() as {
      latitude: number;
      longitude: number;
    };
    const res = await t.request(
      `/api/v6/featured_courses/near_you?lat=${course.latitude}&lon=${course.longitude}&limit=3`,
    );
    expect(res.status).toBe(200);
    const body = await answerOf<'get', 'v6/featured_courses/near_you'>(res);
    expect(body.courses.length).toBeGreaterThan(0);
    expect(body.courses.length).toBeLessThanOrEqual(3);
    expect(body.courses.every((c) => c.distance <= 150)).toBe(true);
    const tiers = body.courses.map((c) => c.partner_tier === 'silver');
    expect(tiers).toEqual([...tiers].sort((x, y) => Number(y) - Number(x)));
    expect((await t.request('/api/v6/featured_courses/near_you?limit=99')).status).toBe(422);
  });

  it('course suggestions: created with the golfer’s details, completed by id, never echoing the e-mail', async () => {
    const t = makeTestApp();
    const created = await t.request('/api/v6/course_suggestions', {
      method: 'POST',
      json: { customer_email: 'ada@example.com', customer_name: 'Ada', course_name: 'Pine Hollow' },
    });
    expect(created.status).toBe(201);
    const { course_suggestion: s } = await answerOf<'post', 'v6/course_suggestions'>(created);
    expect(s).not.toHaveProperty('customer_email');
    const updated = await t.request(`/api/v6/course_suggestions/${String(s.id)}`, {
      method: 'POST',
      json: { address_city: 'Boulder', address_state: 'CO' },
    });
    expect(updated.status).toBe(200);
    expect((await answerOf<'post', 'v6/course_suggestions/{id}'>(updated)).course_suggestion).toMatchObject({
      course_name: 'Pine Hollow',
      address_city: 'Boulder',
      address_state: 'CO',
    });
    const missing = await t.request('/api/v6/course_suggestions/cs_nope', { method: 'POST', json: {} });
    expect(missing.status).toBe(404);
    const bad = await t.request('/api/v6/course_suggestions', { method: 'POST', json: { course_name: '' } });
    expect(bad.status).toBe(422);
  });
});
