import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../server/seed/sitePages';
import { makeTestApp } from '../server/testing/makeApp';
import { CONTENT_SLUGS } from './routeTable';

describe("the site's static and legal pages", () => {
  it('each has its text in the sandbox (GET v6/pages/show/{slug})', async () => {
    const seeded = new Set(SITE_PAGES.map((p) => p.slug));
    expect(CONTENT_SLUGS.filter((slug) => !seeded.has(slug))).toEqual([]);
    const t = makeTestApp();
    for (const slug of CONTENT_SLUGS)
      expect((await t.request(`/api/v6/pages/show/${slug}`)).status, slug).toBe(200);
  });
});
