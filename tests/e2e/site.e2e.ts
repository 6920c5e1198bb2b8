/**
 * End-to-end journeys on the main marketplace site (host-demo/site, issue 12) with real URLs:
 * the marketplace origin of `npm start` (API, site, /dist) over a fresh seeded database, the
 * page clock pinned to the sandbox's instant. Run after `npm run build`:
 *   node --import tsx --test tests/e2e/site.e2e.ts
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { today } from '../../src/domain/format';
import { findOffer, type Offer } from './siteOffers';
import { heading, payAsGuest, pickSlotAndRate, pickTeeTime } from './siteSteps';
import { distDir, startSite, type SiteServers, launchChromium } from './siteServers';

const NOW = testNow();
const COURSE_ID = '1455'; // Elk Falls Golf Resort, Denver, CO (the partner demo's course)
const PLAYERS = 2;
const STEP_TIMEOUT = 15_000;

let site: SiteServers | undefined;
let browser: Browser | undefined;
let offer: Offer | undefined;

async function api<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${site!.origin}/api/${path}?${q}`, { headers: { 'X-Api-Key': 'demo-teetime' } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return (await res.json()) as T;
}

async function open(path = '/', options: { width?: number; bypassCSP?: boolean } = {}) {
  const context: BrowserContext = await browser!.newContext({
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width: options.width ?? 1280, height: 900 },
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${site!.origin}${path}`);
  return { context, page, errors, status: response?.status() ?? 0 };
}

/** Home: players 2, "Denver" → the city's list, sorted A-Z. */
async function searchDenver(page: Page): Promise<Locator> {
  const search = page.locator('teetime-search');
  await search.getByLabel('Players').selectOption('2');
  await search.getByLabel('Where').fill('Denver');
  await search.getByRole('option', { name: /^Denver, CO/ }).click();
  await heading(search, 'Golf courses in Denver, CO').waitFor();
  await search.getByLabel('Sort by').selectOption('name');
  await page.waitForURL(/[?&]sort=/);
  return search;
}

describe('main site (routed React app): real URLs, back and forward, deep links, 404', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'site', 'main.js')))
        throw new Error('dist/site is missing: run `npm run build` first.');
      site = await startSite(NOW);
      const { course } = await api<{ course: { time_zone: string } }>(`v6/courses/${COURSE_ID}`);
      const courseToday = today(NOW, course.time_zone);
      for (let d = 1; d <= 6 && !offer; d++) {
        const day = new Date(`${courseToday}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + d);
        offer = (await findOffer(api, COURSE_ID, day.toISOString().slice(0, 10), PLAYERS)) ?? undefined;
      }
      assert.ok(offer, `a bookable offer for ${PLAYERS} at course ${COURSE_ID} in the next six days`);
      browser = await launchChromium();
    },
    { timeout: 60_000 },
  );

  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test(
    'search a city → course → tee time → guest checkout → confirmation, which a reload still shows',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await open('/');
      try {
        const search = await searchDenver(page);
        await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
        await search.getByRole('button', { name: 'Elk Falls Golf Resort', exact: true }).click();
        await page.waitForURL(/\/explore\/us\/co\/denver\/1455\?/);
        assert.equal(new URL(page.url()).searchParams.get('players'), String(PLAYERS));
        await page.waitForFunction(() => document.title === 'Elk Falls Golf Resort · Teetime');
        const picker = page.locator('teetime-picker');
        await pickTeeTime(picker, offer!);
        await picker.getByRole('button', { name: 'Continue as guest' }).click();
        // The site routes the book click to the checkout's own URL (no full page load).
        await page.waitForURL(/\/checkout\/at\/1455\?teeTimeId=.+&isGuest=true/);
        assert.equal(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), true);
        const checkout = page.locator('teetime-checkout');
        await payAsGuest(checkout);
        await page.waitForURL(/\/booking-confirmations\/res_[^?]+\?accessToken=/, { timeout: 20_000 });
        await heading(checkout, "You're booked!").waitFor();
        const number = await checkout.getByTestId('confirmation').locator('dd').first().textContent();
        // A reload (a deep link) still shows the booking; the checkout is not back in history.
        const reload = await page.reload();
        assert.equal(reload?.status(), 200);
        await heading(checkout, "You're booked!").waitFor();
        assert.equal(await checkout.getByTestId('confirmation').locator('dd').first().textContent(), number);
        // Back from the confirmation: the course's tee sheet, never the paid offer (issue 31).
        await page.goBack();
        await page.waitForURL(/\/explore\/us\/co\/denver\/1455/);
        const course = page.locator('teetime-picker');
        await heading(course, 'Tee times on').first().waitFor();
        assert.equal(await heading(course, 'Choose a provider').count(), 0);
        assert.equal(await heading(course, 'Sign in to book').count(), 0);
        assert.equal(await heading(course, 'On to checkout').count(), 0);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );

  test(
    "home: the search widget's own home (banner, contest, courses near the golfer), once; its links are site routes",
    { timeout: 60_000 },
    async () => {
      const { context, page, errors } = await open('/');
      try {
        const search = page.locator('teetime-search');
        await heading(search, 'Courses near').waitFor();
        // The heading shows over its skeleton at once; the courses come with the golfer's position.
        await search
          .getByRole('region', { name: /^Courses near/ })
          .getByRole('button')
          .first()
          .waitFor();
        // The widget's home, not a second copy drawn by the site around it.
        assert.equal(await page.getByRole('heading', { name: 'Hole-in-one season' }).count(), 1);
        assert.equal(await heading(page, 'Courses near').count(), 1);
        assert.equal(await page.getByRole('complementary', { name: 'Featured' }).count(), 1);
        assert.equal(await search.getByRole('heading', { name: 'Hole-in-one season' }).count(), 1);
        // Signed out on a brand with the network membership: golf-club courses too (spec 01 §2).
        await heading(search, 'Golf club courses').waitFor();
        await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
        // The banner's link resolves against the site (site-url) and opens as a route change.
        const join = search.getByRole('link', { name: 'Join the network' });
        assert.equal(await join.getAttribute('href'), `${site!.origin}/membership`);
        await join.click();
        await page.waitForURL((u) => u.pathname === '/membership');
        assert.equal(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), true);
        await page.goBack();
        // A featured course opens its course page.
        const near = search.getByRole('region', { name: /^Courses near/ });
        const first = near.getByRole('button').first();
        const name = (await first.textContent())!;
        await first.click();
        await page.waitForURL(/\/explore\/[^/]+\/[^/]+\/[^/]+\/[^/?]+(\?|$)/);
        await page.waitForFunction((n) => document.title.startsWith(n), name);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );

  test(
    'leaving a course part-way through booking and coming back opens its tee sheet, not the old rate (issue 31)',
    { timeout: 90_000 },
    async () => {
      // The course page on the offer's day (in its URL, as the site's links put it: a reload keeps it).
      const o = offer!;
      const { context, page, errors } = await open(
        `/explore/us/co/denver/${COURSE_ID}?players=${PLAYERS}&date=${o.date}`,
      );
      try {
        const picker = page.locator('teetime-picker');
        await pickSlotAndRate(picker, o);
        await heading(picker, o.providerIndex === null ? 'Sign in to book' : 'Choose a provider').waitFor();
        // A reload inside the flow comes back to the same step (the picker's own key).
        await page.reload();
        await heading(picker, 'Choose a provider').waitFor();
        // The golfer leaves for the FAQs, then comes back to the course: by the link, and by back.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
        await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
        await page.goBack();
        await page.waitForURL(new RegExp(`/explore/us/co/denver/${COURSE_ID}`));
        await heading(picker, 'Tee times on').first().waitFor();
        assert.equal(await heading(picker, 'Choose a rate').count(), 0);
        assert.equal(await heading(picker, 'Choose a provider').count(), 0);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );

  test('browser back returns to the previous list with its filters; forward goes to the course again', async () => {
    const { context, page } = await open('/');
    try {
      const search = await searchDenver(page);
      const listUrl = page.url();
      // Spec 01 §2: the home is also the search; a searched city's list stays on /?… with its filters.
      assert.equal(new URL(listUrl).pathname, '/');
      assert.match(new URL(listUrl).search, /locationName=Denver/);
      await search.getByRole('button', { name: 'Elk Falls Golf Resort', exact: true }).click();
      await page.waitForURL(/\/explore\/us\/co\/denver\/1455/);
      await page.goBack();
      assert.equal(page.url(), listUrl);
      await heading(search, 'Golf courses in Denver, CO').waitFor();
      assert.equal(await search.getByLabel('Players').inputValue(), '2');
      assert.equal(new URL(page.url()).searchParams.get('players'), '2');
      assert.equal(await search.getByLabel('Sort by').inputValue(), 'name', 'the A–Z sort is kept');
      await page.goForward();
      await page.waitForURL(/\/explore\/us\/co\/denver\/1455/);
      await page.locator('teetime-picker').getByRole('group', { name: 'Date' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a next-time chip opens the course page at that tee time, on its rates (issue 15 item 8)', async () => {
    const { context, page, errors } = await open('/');
    try {
      const search = await searchDenver(page);
      const chip = search
        .getByRole('list', { name: 'Next tee times at Elk Falls Golf Resort' })
        .getByRole('button')
        .first();
      const time = (await chip.textContent())!.trim();
      await chip.click();
      await page.waitForURL(/\/explore\/us\/co\/denver\/1455\?.*time=/);
      await heading(page.locator('teetime-picker'), `Choose a rate for ${time}`).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('an unknown path answers 404 and shows not-found; deep links answer 200', async () => {
    const unknown = await open('/no-such-page/here');
    try {
      assert.equal(unknown.status, 404);
      await heading(unknown.page, 'Page not found').waitFor();
      assert.match(await unknown.page.title(), /^Page not found · /);
    } finally {
      await unknown.context.close();
    }
    for (const path of ['/explore/us/co/denver/1454/details', '/faqs', '/about', '/deals?location=Denver'])
      assert.equal((await fetch(`${site!.origin}${path}`)).status, 200, path);
    for (const path of ['/explore/us/co/denver/1454/photos', '/checkout/at', '/about/more'])
      assert.equal((await fetch(`${site!.origin}${path}`)).status, 404, path);
  });
});
