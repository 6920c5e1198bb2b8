import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../seed/sitePages';
import { makeTestApp } from '../testing/makeApp';

describe('the main site content calls', () => {
  it('answers every static page by slug, as text sections; unknown or bad slugs are 404 / 422', async () => {
    const t = makeTestApp();
    for (const slug of ['about', 'privacy-policy', 'vip-perks']) {
      const res = await t.request(`/api/v6/pages/show/${slug}`);
      expect(res.status).toBe(200);
      const { page } = (await res.json()) as { page: { slug: string; title: string; sections: unknown[] } };
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
    const { contests, upcoming } = (await (await t.request('/api/v6/contests')).json()) as {
      contests: { starts_at: string; ends_at: string }[];
      upcoming: { starts_at: string }[];
    };
    expect(contests).toHaveLength(1);
    expect(contests[0]!.starts_at).toBe('2026-06-01T00:00:00.000Z');
    expect(contests[0]!.ends_at).toBe('2026-07-31T23:59:59.000Z');
    expect(upcoming[0]!.starts_at).toBe('2026-08-01T00:00:00.000Z');
  });

  it('the marketing banner is the first banner of its context (home by default)', async () => {
    const t = makeTestApp();
    const home = (await (await t.request('/api/v6/marketing_banner')).json()) as {
      marketing_banner: { context: string; title: string } | null;
    };
    expect(home.marketing_banner?.context).toBe('home');
    const bad = await t.request('/api/v6/marketing_banner?context=sky');
    expect(bad.status).toBe(422);
  });

  it('an app link is a stable short link on this origin; other origins are refused', async () => {
    const t = makeTestApp();
    const get = (link: string) => t.request(`/api/v6/firebase/dynamic_link?link=${encodeURIComponent(link)}`);
    const a = (await (await get('/deals')).json()) as { short_link: string; link: string };
    const b = (await (await get('/deals')).json()) as { short_link: string };
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
    const body = (await res.json()) as {
      courses: { distance: number; partner_tier: string | null }[];
      place: string;
    };
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
    const { course_suggestion: s } = (await created.json()) as { course_suggestion: Record<string, unknown> };
    expect(s).not.toHaveProperty('customer_email');
    const updated = await t.request(`/api/v6/course_suggestions/${String(s.id)}`, {
      method: 'POST',
      json: { address_city: 'Boulder', address_state: 'CO' },
    });
    expect(updated.status).toBe(200);
    expect(
      ((await updated.json()) as { course_suggestion: Record<string, unknown> }).course_suggestion,
    ).toMatchObject({
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
