/**
 * The main site's routes and route-change rules (issue 12): every route renders with zero axe
 * violations; page views, titles, canonical links, the feature fallback, the legacy prefix, the
 * small-screen menu, a chunk that fails to load, maintenance, brands and the support form.
 *   node --import tsx --test tests/e2e/siteRoutes.e2e.ts   (after npm run build)
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { DOCS, WIDGET_DOCS } from '../../host-demo/site/docsList';
import { patternRegExp } from '../../host-demo/site/isSiteRoute';
import { CONTENT_SLUGS, SITE_ROUTES } from '../../host-demo/site/routeTable';
import { flowTokensKey } from '../../src/core/flowTokenKeys';
import { CHECKOUT_KEY, FLOW_TOKENS_KEY } from '../../src/core/storageKeys';
import { distDir, startSite, type SiteServers, launchChromium } from './siteServers';

const NOW = testNow();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One URL per route of the table (spec 01 §2, spec 02 §2), as a golfer would open it. */
const ROUTES = [
  '/',
  '/test-new-search-logic',
  '/explore/us',
  '/explore/us/co',
  '/explore/us/co/courses',
  '/explore/us/co/denver',
  '/explore/us/co/denver/1454',
  '/explore/us/co/denver/1454/details',
  '/explore/us/co/denver/1454/review/new',
  '/explore/us/co/denver/1454?tab=tee-details',
  '/deals?location=Denver',
  '/faqs',
  '/support',
  '/booking-options?courseId=1454',
  '/rate-types/at/1454',
  '/select-provider/at/1454',
  '/checkout/at/1454',
  '/anonymous-purchase',
  '/booking-confirmations/res_unknown',
  '/bookingConfirmation/at/1454',
  '/bookings/invite/inv_unknown',
  '/eventual-weather/purchase/res_unknown',
  '/tee-time-error?courseId=1454',
  '/tee-time-not-available',
  '/tee-time-not-allowed',
  '/booking-limit-reached',
  '/docs',
  '/docs/embedding',
  '/docs/elements',
  '/docs/api',
  '/docs/widget-picker',
  '/docs/theming',
  '/docs/csp',
  '/docs/testing',
  '/docs/widget-account',
  '/developers',
  '/explore/currentlocation',
  '/not-found',
  '/no-such-page',
  ...CONTENT_SLUGS.map((slug) => `/${slug}`),
];

let site: SiteServers | undefined;
let browser: Browser | undefined;

async function open(path: string, options: { width?: number; bypassCSP?: boolean; brand?: string } = {}) {
  const context = await browser!.newContext({
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width: options.width ?? 1280, height: 900 },
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const response = await page.goto(`${site!.origin}${path}`);
  return { context, page, status: response?.status() ?? 0 };
}

/** Polls `ok` (a condition on what the test saw) for up to 10 s. */
async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(ok(), 'timed out');
}

/** Waits until the page has rendered its heading and no spinner is left. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('main [role=status].spinner'));
  await page.waitForTimeout(600); // widgets' first requests
}

describe('main site routes', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'site', 'main.js'))) throw new Error('run `npm run build` first');
      site = await startSite(NOW);
      // A section and a deal of the seed, looked up rather than hard-coded.
      const get = async <T>(path: string) =>
        (await (
          await fetch(`${site!.origin}/api/${path}`, { headers: { 'X-Api-Key': 'demo-teetime' } })
        ).json()) as T;
      const { course_sections } = await get<{ course_sections: { slug: string }[] }>('v6/course_sections');
      const { deals } = await get<{ deals: { id: string }[] }>('v6/deals/near?lat=39.7397&lon=-104.9768');
      assert.ok(course_sections[0] && deals[0], 'a section and a deal near Denver');
      ROUTES.push(`/sections/${course_sections[0].slug}`, `/deals/${deals[0].id}`);
      browser = await launchChromium();
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test('every route renders with zero axe violations', { timeout: 300_000 }, async () => {
    const { context, page } = await open('/', { bypassCSP: true });
    const failures: string[] = [];
    try {
      for (const path of ROUTES) {
        await page.goto(`${site!.origin}${path}`);
        await settled(page);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run(c: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document);
          return result.violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
        });
        if (violations.length) failures.push(`${path}: ${violations.join('; ')}`);
      }
    } finally {
      await context.close();
    }
    assert.deepEqual(failures, []);
  });

  test('route changes: a page view each, the title template, the canonical link, the active nav item', async () => {
    const { context, page } = await open('/');
    try {
      await settled(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      assert.equal(await page.title(), 'Frequently asked questions · Teetime');
      assert.equal(await page.locator('link[rel=canonical]').getAttribute('href'), `${site!.origin}/faqs`);
      const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current=page]');
      assert.equal(await current.textContent(), 'FAQs');
      // Focus moves to the new page's heading.
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        'Frequently asked questions',
      );
      await page.getByRole('link', { name: 'About us' }).click();
      await page.getByRole('heading', { name: 'About us', level: 1 }).waitFor();
      assert.equal(await current.textContent(), 'Search', 'the default nav item is search');
      const views = await page.evaluate(() =>
        ((window as unknown as { dataLayer: { event: string; path: string }[] }).dataLayer ?? [])
          .filter((e) => e.event === 'pageView')
          .map((e) => e.path),
      );
      assert.deepEqual(views, ['/', '/faqs', '/about']);
    } finally {
      await context.close();
    }
  });

  test('feature off → the fallback page; unknown course → not-found; /reviews → tab=reviews; the legacy prefix is rewritten', async () => {
    const off = await open('/deals?location=Denver&brand=cedar-ridge');
    try {
      await off.page.waitForURL(/\/not-found$/);
      await off.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await off.context.close();
    }
    const unknownPlace = await open('/explore/us/zz/nowhere');
    try {
      await unknownPlace.page.waitForURL(/\/not-found$/);
    } finally {
      await unknownPlace.context.close();
    }
    const unknownCourse = await open('/explore/us/co/denver/999999');
    try {
      await unknownCourse.page.waitForURL(/\/not-found$/);
    } finally {
      await unknownCourse.context.close();
    }
    const reviews = await open('/explore/us/co/denver/1455/reviews');
    try {
      await reviews.page.waitForURL(/\/explore\/us\/co\/denver\/1455\?tab=reviews$/);
    } finally {
      await reviews.context.close();
    }
    const legacy = await open('/my-sg/bookings/upcoming?sort=a-z');
    try {
      await legacy.page.waitForURL(/\/my-account\/bookings\/upcoming\?sort=a-z$/);
    } finally {
      await legacy.context.close();
    }
  });

  test('route changes: the tee-time flow is kept inside it and reset outside; the site status is asked once per brand per 15 minutes', async () => {
    const { context, page } = await open('/rate-types/at/1454');
    const statusCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v6/status/site')
        statusCalls.push(r.headers()['x-api-key'] ?? '');
    });
    // The keys the widgets really write: the picker's per course (`teetime:flow-tokens:1454`), the
    // bare key of older versions, and the checkout's.
    const KEYS = [flowTokensKey('1454'), flowTokensKey('1455'), FLOW_TOKENS_KEY, CHECKOUT_KEY];
    const stored = () => page.evaluate((keys) => keys.map((k) => sessionStorage.getItem(k) !== null), KEYS);
    // A client-side move, as the router sees a history entry it did not make.
    const moveTo = (path: string) =>
      page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    try {
      await settled(page);
      await page.evaluate(
        (keys) => keys.forEach((k) => sessionStorage.setItem(k, '{"teeTimeId":"t1"}')),
        KEYS,
      );
      await moveTo('/select-provider/at/1454');
      await page.waitForURL(/\/select-provider\/at\/1454$/);
      await settled(page);
      assert.deepEqual(await stored(), [true, true, true, true], 'moving inside the flow keeps it');
      await nav.getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      assert.deepEqual(await stored(), [false, false, false, false], 'leaving the flow resets it');

      const asked = statusCalls.length;
      assert.ok(asked >= 1, 'the first route asked for the site status');
      await nav.getByRole('link', { name: 'Support' }).click();
      await page.getByRole('heading', { name: 'Contact support' }).waitFor();
      assert.equal(statusCalls.length, asked, 'cached: no second call within 15 minutes');
      await page.clock.fastForward('15:01');
      await nav.getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      await until(() => statusCalls.length > asked);
      assert.equal(statusCalls.length, asked + 1, 'a route change after 15 minutes refreshes it');
      await page.locator('footer').getByRole('link', { name: 'For developers' }).click();
      await page.getByRole('radio', { name: /Lakeside Golf/ }).check();
      await until(() => statusCalls.length > asked + 1);
      assert.equal(statusCalls.at(-1), 'demo-lakeside', 'another brand has its own status');
    } finally {
      await context.close();
    }
  });

  test('a page that takes a while to load shows the spinner under the header', async () => {
    const { context, page } = await open('/');
    try {
      await settled(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/dist\/site\/chunks\/SupportPage-[\w-]+\.js$/, async (r) => {
        await held;
        await r.continue();
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
      const spinner = page.locator('header [role=status]');
      await spinner.waitFor({ state: 'attached' });
      assert.equal(await spinner.textContent(), 'Loading the page');
      assert.equal(await page.locator('main').getAttribute('aria-busy'), 'true');
      release();
      await page.getByRole('heading', { name: 'Contact support' }).waitFor();
      await spinner.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  test('the docs: every guide and widget README is served under /docs', async () => {
    for (const id of [...DOCS.map((d) => d.id), ...WIDGET_DOCS.map((w) => `widget-${w}`)]) {
      const res = await fetch(`${site!.origin}/docs/${id}.md`);
      assert.equal(res.status, 200, id);
      assert.match(res.headers.get('content-type') ?? '', /^text\/markdown/, id);
      assert.equal((await fetch(`${site!.origin}/docs/${id}`)).status, 200, id);
    }
    // The generated reference: every element takes `site-url` (marketplace links resolve against it).
    const reference = await (await fetch(`${site!.origin}/docs/elements.md`)).text();
    const elements = reference.split(/^## `<(teetime-[\w-]+)>`$/m).slice(1);
    assert.deepEqual(
      elements.filter((_, i) => i % 2 === 0),
      WIDGET_DOCS.map((w) => `teetime-${w}`).sort(),
    );
    for (let i = 0; i < elements.length; i += 2)
      assert.match(elements[i + 1]!, /^\| `site-url` \|/m, `${elements[i]} takes site-url`);
    assert.deepEqual(
      [...WIDGET_DOCS].sort(),
      ['account', 'checkout', 'deals', 'picker', 'search'],
      "every widget's README",
    );
    const { context, page } = await open('/docs');
    try {
      for (const [name, heading] of [
        ['Embedding guide', 'Embedding guide'],
        ['Attributes and events', 'Attributes and events'],
        ['Theming', 'Theming'],
        ['Content Security Policy', 'Content Security Policy for host pages'],
        ['Test cards and demo accounts', 'Test cards and demo accounts'],
      ] as const) {
        await page.getByRole('link', { name, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.getByRole('link', { name: 'All developer docs' }).click();
      }
    } finally {
      await context.close();
    }
  });

  test('every route of the table is opened by a test with a real URL', () => {
    // Account screens: siteAccount.e2e.ts (every screen of the account's table). /explore, /my-sg/*
    // and a course's /reviews send the golfer on: the tests below follow them; /courses/{id} (a
    // deal's link) is followed from the golf-news article in dealJourney.e2e.ts.
    const elsewhere = new Set([
      '/explore',
      '/my-sg/*',
      '/explore/:country/:state/:city/:courseId/reviews',
      '/courses/:courseId',
    ]);
    const missing = SITE_ROUTES.filter(
      (r) =>
        r.page !== 'account' &&
        !elsewhere.has(r.path) &&
        !ROUTES.some((url) => patternRegExp(r.path).test(url.split(/[?#]/)[0]!)),
    ).map((r) => r.path);
    assert.deepEqual(missing, []);
  });

  test("/explore and /deals go to the golfer's city with a position; without one they say so", async () => {
    const context = await browser!.newContext({
      timezoneId: 'UTC',
      locale: 'en-US',
      geolocation: { latitude: 39.7397, longitude: -104.9768 },
      permissions: ['geolocation'],
    });
    try {
      await context.clock.install({ time: NOW });
      const page = await context.newPage();
      await page.goto(`${site!.origin}/explore`);
      await page.waitForURL(/\/explore\/us\/co\/denver$/);
      await page.goto(`${site!.origin}/deals`);
      await page.getByRole('heading', { level: 1, name: 'Tee-time deals', exact: true }).waitFor();
      // The deals near the golfer's position: the page hands it to the widget.
      const deals = page.locator('teetime-deals');
      await deals.waitFor({ state: 'attached' });
      assert.equal(await deals.getAttribute('latitude'), '39.7397');
      assert.equal(await deals.getAttribute('longitude'), '-104.9768');
    } finally {
      await context.close();
    }
    // A browser that does not share the position (nothing granted): the golfer is told, not sent home.
    const { context: none, page } = await open('/explore');
    try {
      await page.waitForURL((u) => u.pathname === '/explore/us');
      await page.getByText('your browser did not share your location. Choose a state below.').waitFor();
    } finally {
      await none.close();
    }
  });

  test('"Deals" in the header and "Tee-time deals" in the footer, without a position, ask for a place', async () => {
    const { context, page } = await open('/faqs', { width: 390 });
    try {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals' }).click();
      await page.getByText('your browser did not share your location').waitFor();
      assert.equal(new URL(page.url()).pathname, '/deals', 'still on the deals page');
      const field = page.getByLabel('City, course or zip code');
      // Enter on an empty field says what to type.
      await field.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'Type a city, course or zip code' }).waitFor();
      await field.fill('denver');
      await field.press('Enter');
      await page.waitForURL(/\/deals\?location=denver$/);
      await page
        .locator('teetime-deals')
        .getByRole('heading', { name: /^Golf deals near Denver, CO/ })
        .waitFor();
      // The footer's link, from another page: the same question, the same answer.
      await page.getByRole('link', { name: 'FAQs', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
      await page.locator('footer').getByRole('link', { name: 'Tee-time deals' }).click();
      await page.getByLabel('City, course or zip code').waitFor();
      assert.equal(new URL(page.url()).pathname, '/deals');
    } finally {
      await context.close();
    }
  });

  test('/faqs#refund-cancellations opens the FAQs at that category', async () => {
    const { context, page } = await open('/faqs#refund-cancellations');
    try {
      const section = page.locator('section#refund-cancellations');
      await section.getByRole('heading', { name: 'Refunds and cancellations' }).waitFor();
      await page.waitForFunction(() => {
        const top = document.getElementById('refund-cancellations')?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 200;
      });
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'scrolled to the category');
    } finally {
      await context.close();
    }
  });

  test('on a phone the header menu opens in the page flow and pushes the content down', async () => {
    const { context, page } = await open('/faqs', { width: 390 });
    try {
      await settled(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      assert.equal(await nav.isVisible(), false);
      const before = (await page.locator('main').boundingBox())!.y;
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.equal(await nav.isVisible(), true);
      const after = (await page.locator('main').boundingBox())!.y;
      assert.ok(after > before + 100, `main moved from ${before} to ${after}`);
      await nav.getByRole('link', { name: 'Support' }).click();
      await page.getByRole('heading', { name: 'Contact support' }).waitFor();
      assert.equal(await nav.isVisible(), false, 'choosing a page closes the menu');
    } finally {
      await context.close();
    }
  });

  test('on a phone every header and footer link is a 44 px target and nothing is wider than 390 px', async () => {
    const { context, page } = await open('/faqs', { width: 390 });
    try {
      await settled(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button, header summary, footer a, .breadcrumbs a')]
          .filter((e) => e.getBoundingClientRect().width > 1 && !e.classList.contains('skip'))
          .filter((e) => e.getBoundingClientRect().height < 44)
          .map((e) => `${e.textContent?.trim()}: ${Math.round(e.getBoundingClientRect().height)} px`),
      );
      assert.deepEqual(small, []);
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390);
    } finally {
      await context.close();
    }
  });

  test("on a phone the site's own pages fit 390 px, and their controls are 44 px targets", async () => {
    for (const path of [
      '/docs/embedding',
      '/docs/elements',
      '/docs',
      '/faqs',
      '/support',
      '/about',
      '/tee-time-error',
      '/no-such-page',
    ]) {
      const { context, page } = await open(path, { width: 390 });
      try {
        await settled(page);
        if (path.startsWith('/docs/')) await page.locator('main pre, main table').first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `${path} is ${width} px wide`);
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'main summary, main .button, main .actions a, main .doc-list a, main label.check',
            ),
          ]
            .filter((e) => e.getBoundingClientRect().height < 44)
            .map((e) => `${e.textContent?.trim()}: ${Math.round(e.getBoundingClientRect().height)} px`),
        );
        assert.deepEqual(small, [], path);
        // The FAQ rows are the site's own disclosure rows, not the browser's triangles.
        if (path === '/faqs')
          assert.equal(
            await page
              .locator('.faq summary')
              .first()
              .evaluate((e) => getComputedStyle(e).display),
            'flex',
          );
      } finally {
        await context.close();
      }
    }
  });

  test('at 1280 px the header, the page and the footer share one left edge; page headings use the site scale', async () => {
    const { context, page } = await open('/support');
    try {
      await settled(page);
      const left = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((e) => Math.round(e.getBoundingClientRect().left));
      const logo = await left('.logo');
      assert.equal(await left('main .panel'), logo);
      assert.equal(await left('.footer-groups'), logo);
      assert.equal(await left('.site-footer .muted'), logo);
      const h1 = await page.locator('main h1').evaluate((e) => {
        const s = getComputedStyle(e);
        return { size: s.fontSize, top: s.marginTop };
      });
      assert.deepEqual(h1, { size: '30px', top: '0px' });
    } finally {
      await context.close();
    }
  });

  test('on a short page the footer stays at the bottom of the window', async () => {
    const { context, page } = await open('/no-such-page');
    try {
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      const bottom = await page.evaluate(
        () => document.querySelector('footer')!.getBoundingClientRect().bottom,
      );
      assert.equal(Math.round(bottom), 900);
    } finally {
      await context.close();
    }
  });

  test("/deals: one heading names the place, and a deal's booking link opens its course page on the deal's day and rate, with the deal", async () => {
    const { context, page } = await open('/deals?location=Denver');
    try {
      await page.getByRole('heading', { level: 1, name: 'Tee-time deals', exact: true }).waitFor();
      const deals = page.locator('teetime-deals');
      await deals.getByRole('heading', { name: /^Golf deals near Denver/ }).waitFor();
      const card = deals.getByRole('listitem').first();
      const title = (await card.getByRole('heading').textContent())!.trim();
      const price = (await card.locator('strong').textContent())!.trim();
      await card.getByRole('link', { name: /^Book a tee time at / }).click();
      // The course's own page (its place's URL), on the deal's day, its rate chosen, the deal shown.
      await page.waitForURL(/\/explore\/us\/[a-z]+\/[a-z-]+\/\d+\?/);
      const url = new URL(page.url());
      assert.match(url.searchParams.get('date') ?? '', /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(url.searchParams.get('rateType'), 'lightning');
      const picker = page.locator('teetime-picker');
      await picker.waitFor({ state: 'attached' });
      assert.equal(await picker.getAttribute('course-id'), url.pathname.split('/').pop());
      assert.equal(await picker.getAttribute('date'), url.searchParams.get('date'));
      assert.equal(await picker.getAttribute('rate-type'), 'lightning');
      const deal = page.getByRole('region', { name: title });
      await deal.waitFor();
      assert.match((await deal.textContent())!, new RegExp(`\\${price}\\s*per player`));
      // Back returns to the deals, where the golfer was.
      await page.goBack();
      await deals.getByRole('heading', { name: /^Golf deals near Denver/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  test("a page chunk that fails to load shows 'Loading chunk failed' and a retry that works", async () => {
    const { context, page } = await open('/');
    try {
      await settled(page);
      await page.route(/\/dist\/site\/chunks\/FaqsPage-[\w-]+\.js$/, (r) => r.abort());
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { name: 'Loading chunk failed' }).waitFor();
      await page.unroute(/\/dist\/site\/chunks\/FaqsPage-[\w-]+\.js$/);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a 503 from the API shows the under-maintenance screen; a retry after it ends brings the page back', async () => {
    const { context, page } = await open('/');
    try {
      await settled(page);
      await page.route('**/api/v4/faqs', (r) => r.fulfill({ status: 503, body: '{"error":"maintenance"}' }));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { name: "We'll be right back" }).waitFor();
      await page.unroute('**/api/v4/faqs');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test("a page that crashes shows 'An Error Occurred' in the shell, and the feedback form sends", async () => {
    const { context, page } = await open('/');
    try {
      await settled(page);
      // A malformed answer makes the content page throw while rendering.
      await page.route('**/api/v6/pages/show/about', (r) =>
        r.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"page":{"title":"About","sections":null}}',
        }),
      );
      await page.getByRole('link', { name: 'About us' }).click();
      await page.getByRole('heading', { name: 'An Error Occurred' }).waitFor();
      assert.equal(
        await page.getByRole('navigation', { name: 'Main' }).isVisible(),
        true,
        'the header stays',
      );
      await page.getByLabel('What were you doing?').fill('Opening the about page');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText('Thank you, your feedback was sent.').waitFor();
    } finally {
      await context.close();
    }
  });

  test('the developer area (a footer link, not the main menu) lists the demo pages and the seven brands, which re-theme the site', async () => {
    const { context, page } = await open('/');
    try {
      await settled(page);
      const menu = page.getByRole('navigation', { name: 'Main' });
      assert.equal(await menu.getByRole('link', { name: /developer/i }).count(), 0);
      assert.equal(await page.getByText(/Brand: /).count(), 0, 'no brand switcher in the header');
      await page.locator('footer').getByRole('link', { name: 'For developers' }).click();
      await page.getByRole('heading', { level: 1, name: 'For developers' }).waitFor();
      for (const name of ['All the widgets on one plain page', 'The API console', 'A golf-news article'])
        await page.getByRole('link', { name }).waitFor();
      const options = page.getByRole('group', { name: 'Show the marketplace as' }).getByRole('radio');
      assert.equal(await options.count(), 7);
      await page.getByRole('radio', { name: /Lakeside Golf/ }).check();
      await page.getByRole('link', { name: 'Lakeside Golf', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Lakeside Golf', exact: true }).click();
      await page.locator('teetime-search').waitFor({ state: 'attached' });
      assert.equal(await page.locator('teetime-search').getAttribute('brand'), 'lakeside');
      const header = await page
        .locator('.site-header')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.equal(header, 'rgb(29, 78, 137)'); // #1d4e89
    } finally {
      await context.close();
    }
  });

  test('support: the bot check is required, then the ticket is sent', async () => {
    const { context, page } = await open('/support');
    try {
      await page
        .getByRole('region', { name: 'Contact support' })
        .getByLabel('E-mail')
        .fill('help-me@example.com');
      await page.getByLabel('Message').fill('I booked the wrong date.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Please confirm you are not a robot.').waitFor();
      await page.getByLabel("I'm not a robot").check();
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('heading', { name: 'Thanks, we got your message' }).waitFor();
      assert.match((await page.locator('main strong').first().textContent()) ?? '', /^tk_/);
    } finally {
      await context.close();
    }
  });
});
