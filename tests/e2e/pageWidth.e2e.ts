/**
 * No page of the marketplace is wider than the window (issue 33): every route of the site's route
 * table, plus the states a golfer reaches on them (search results, a course's tee times, the
 * deals page without a position) and the developer area, at 320, 390, 768, 1280 and 1440 px. A
 * page fails when `document.documentElement.scrollWidth > innerWidth` (it scrolls sideways).
 *   node --import tsx --test tests/e2e/pageWidth.e2e.ts   (after npm run build)
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { patternRegExp } from '../../host-demo/site/isSiteRoute';
import { SITE_ROUTES } from '../../host-demo/site/routeTable';
import { distDir, launchChromium, startSite, type SiteServers } from './siteServers';
import { WIDEST } from './siteSteps';

const NOW = testNow();
const WIDTHS = [320, 390, 768, 1280, 1440];

/** A value for each path parameter, as a golfer's link would carry it. */
const PARAMS: Record<string, string> = {
  country: 'us',
  state: 'co',
  city: 'denver',
  courseId: '1454',
  reviewId: 'rev_unknown',
  status: 'upcoming',
  id: 'res_unknown',
  mailingList: 'newsletter',
  token: 'tok_unknown',
  offerStatus: 'available',
  reservationId: 'res_unknown',
  inviteId: 'inv_unknown',
  doc: 'embedding',
};

/** States of a page a route alone does not reach. */
const EXTRA = [
  // Home after a search: the results list.
  '/?locationType=City&locationId=us-co-denver&locationName=Denver&locationSlug=denver&locationUrl=%2Fexplore%2Fus%2Fco%2Fdenver&lat=39.7397&lon=-104.9768',
  '/explore/us/co/denver/1454?tab=tee-details',
  '/explore/us/co/denver/1454?tab=reviews',
  '/deals?location=Denver',
  '/docs/widget-picker',
  '/docs/api',
  '/golf-news.html',
  '/developers/demo/',
  '/developers/sandbox.html',
];

let site: SiteServers | undefined;
let browser: Browser | undefined;
const urls: string[] = [];

/** The route pattern with its parameters filled in. */
function example(path: string, extra: Record<string, string>): string {
  return path
    .replace(/\/\*$/, '/bookings')
    .replace(/:(\w+)/g, (_m, name: string) => extra[name] ?? PARAMS[name] ?? `unknown-${name}`);
}

/** Waits until the page has its heading and no spinner, and the widgets' first answers are in. */
async function settled(page: Page): Promise<void> {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached' })
    .catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('main [role=status].spinner'));
  await page.waitForTimeout(600); // the widgets' first answers
}

describe('page width: no route scrolls sideways', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'site', 'main.js'))) throw new Error('run `npm run build` first');
      site = await startSite(NOW);
      const get = async <T>(path: string) =>
        (await (
          await fetch(`${site!.origin}/api/${path}`, { headers: { 'X-Api-Key': 'demo-teetime' } })
        ).json()) as T;
      // A section and a deal of the seed, looked up rather than hard-coded.
      const { course_sections } = await get<{ course_sections: { slug: string }[] }>('v6/course_sections');
      const { deals } = await get<{ deals: { id: string; course_id: string }[] }>(
        'v6/deals/near?lat=39.7397&lon=-104.9768',
      );
      assert.ok(course_sections[0] && deals[0], 'a section and a deal near Denver');
      for (const route of SITE_ROUTES) {
        const id = route.path.startsWith('/deals/') ? deals[0].id : 'res_unknown';
        const url = example(route.path, { slug: course_sections[0].slug, id });
        assert.ok(patternRegExp(route.path).test(url), `${url} is a URL of ${route.path}`);
        urls.push(url);
      }
      // A deal's course page, with the deal and its price above the tee times.
      urls.push(...EXTRA, `/courses/${deals[0].course_id}?rateType=lightning&dealId=${deals[0].id}`);
      browser = await launchChromium();
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test(`every route at ${WIDTHS.join(', ')} px`, { timeout: 600_000 }, async () => {
    // A browser that has not been given the golfer's position (the deals page asks for a place).
    const context = await browser!.newContext({
      timezoneId: 'UTC',
      locale: 'en-US',
      viewport: { width: WIDTHS[0]!, height: 844 },
    });
    await context.clock.install({ time: NOW });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const wide: string[] = [];
    try {
      for (const url of urls) {
        // Opened on a phone, then the window is turned and widened: every width is measured.
        await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
        await page.goto(`${site!.origin}${url}`);
        await settled(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
          // Layout, container queries and resize observers catch up in a frame or two.
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          await page.waitForTimeout(100);
          const [scrollWidth, innerWidth] = await page.evaluate(() => [
            document.documentElement.scrollWidth,
            window.innerWidth,
          ]);
          if (scrollWidth > innerWidth)
            wide.push(`${url} at ${width}: ${scrollWidth} px wide (${await page.evaluate<string>(WIDEST)})`);
        }
      }
    } finally {
      await context.close();
    }
    assert.deepEqual(wide, []);
  });
});
