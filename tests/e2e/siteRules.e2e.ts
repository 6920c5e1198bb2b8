/**
 * Spec 01 rules the site's pages carry: similar courses on a course page (and their not-found
 * rule); the error catalogue's site side (§8): a refused insurance quote returns to the booking
 * list the golfer last saw, or home, saying why; a support error says its status and message.
 *   node --import tsx --test tests/e2e/siteRules.e2e.ts   (after npm run build)
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { distDir, startSite, type SiteServers, launchChromium } from './siteServers';

const NOW = testNow();
let site: SiteServers | undefined;
let browser: Browser | undefined;

async function open(path: string, width = 1280) {
  const context = await browser!.newContext({
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width, height: 900 },
  });
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${site!.origin}${path}`);
  return { context, page };
}

describe('site pages: similar courses and errors', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'site', 'main.js'))) throw new Error('run `npm run build` first');
      site = await startSite(NOW);
      browser = await launchChromium();
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test('a course page lists similar courses nearby; each opens its course page on the same date', async () => {
    const { context, page } = await open('/explore/us/co/denver/1454?date=2026-11-25', 390);
    try {
      const list = page.getByRole('region', { name: 'Similar courses nearby' });
      await list.waitFor();
      const links = list.getByRole('link');
      assert.ok((await links.count()) > 0 && (await links.count()) <= 4, 'one to four similar courses');
      const first = links.first();
      const name = (await first.textContent()) ?? '';
      await first.click();
      await page.waitForURL(
        (url) => /\/explore\/.+\/\d+$/.test(url.pathname) && !url.pathname.endsWith('/1454'),
      );
      assert.equal(new URL(page.url()).searchParams.get('date'), '2026-11-25');
      // The course page of the course clicked (its heading names it).
      await page.waitForFunction((n) => document.querySelector('main h1')?.textContent?.startsWith(n), name);
    } finally {
      await context.close();
    }
  });

  test('a refused insurance quote goes home and says why', async () => {
    const { context, page } = await open('/eventual-weather/purchase/res_unknown');
    try {
      await page.waitForURL(`${site!.origin}/`);
      await page.getByText('We could not get a weather-protection quote for this booking.').waitFor();
    } finally {
      await context.close();
    }
  });

  test('after a booking list, a refused quote returns to that list', async () => {
    const { context, page } = await open('/my-account/bookings/past');
    try {
      await page.waitForFunction(() => sessionStorage.getItem('teetime:site-bookings-url'));
      await page.goto(`${site!.origin}/eventual-weather/purchase/res_unknown?accessToken=wrong`);
      // Back to the list (which, signed out, asks for sign-in first and keeps where it was going).
      await page.waitForURL((url) => url.pathname !== '/eventual-weather/purchase/res_unknown');
      assert.match(decodeURIComponent(page.url()), /\/my-account\/bookings\/past/);
      await page.getByText('We could not get a weather-protection quote for this booking.').waitFor();
    } finally {
      await context.close();
    }
  });

  test('a support error says its status and message', async () => {
    const { context, page } = await open('/support', 390);
    try {
      await page.route('**/api/v6/feedbacks/support-ticket', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Too many messages from you today.' }),
        }),
      );
      await page
        .getByRole('region', { name: 'Contact support' })
        .getByLabel('E-mail')
        .fill('help-me@example.com');
      await page.getByLabel('Message').fill('My booking shows the wrong date.');
      await page.getByLabel("I'm not a robot").check();
      await page.getByRole('button', { name: 'Send message' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Your message was not sent' });
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /\(error 429\): Too many messages from you today\./);
      // What was typed is kept for another try.
      assert.equal(await page.getByLabel('Message').inputValue(), 'My booking shows the wrong date.');
    } finally {
      await context.close();
    }
  });
});
