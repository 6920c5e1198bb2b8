/**
 * The membership on the marketplace site (issue 33), as a golfer on a 390 px phone: the sales
 * page's plans side by side with the yearly saving and the network courses near a typed place;
 * "Join yearly" → sign in → Pay with the renewal terms beside it → the welcome, which says what
 * changed → "Set a price alert" → an alert saved, with no membership offer on the way.
 *   node --import tsx --test tests/e2e/siteMembership.e2e.ts   (after npm run build)
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { renewalOf } from '../../src/domain/account/membership';
import { formatDate } from '../../src/domain/format';
import { DEMO_PASSWORD } from './siteBookings';
import { distDir, startSite, type SiteServers, launchChromium } from './siteServers';

const NOW = testNow();
let site: SiteServers | undefined;
let browser: Browser | undefined;

describe('main site: buying a membership and setting a price alert', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'site', 'main.js'))) throw new Error('run `npm run build` first');
      site = await startSite(NOW);
      browser = await launchChromium();
    },
    { timeout: 90_000 },
  );
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test(
    'plans and courses near a place → join yearly → pay → welcome → a price alert',
    { timeout: 180_000 },
    async () => {
      const context = await browser!.newContext({
        timezoneId: 'UTC',
        locale: 'en-US',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.clock.install({ time: NOW });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${site!.origin}/membership`);
        const account = page.locator('teetime-account');
        const plan = (name: string) =>
          account.locator('.tt-plan', { has: page.getByRole('heading', { name, exact: true }) });
        const yearly = plan('Yearly');
        await yearly.getByText('Save $20.88').waitFor();
        const [m, y] = await Promise.all([plan('Monthly').boundingBox(), yearly.boundingBox()]);
        assert.equal(m!.y, y!.y, 'the plans side by side on a phone');
        assert.ok(
          (await page.evaluate(() => document.documentElement.scrollWidth)) <= 390,
          'no sideways scroll',
        );

        // Courses near a place the golfer types (signed out: no home city yet).
        await account.getByLabel('Town, city or zip code').fill('Austin');
        await account.getByLabel('Town, city or zip code').press('Enter');
        await account.getByRole('heading', { name: 'Network courses near Austin, TX' }).waitFor();
        await account
          .getByText(/Austin, TX · [\d.]+ mi away/)
          .first()
          .waitFor();

        await yearly.getByRole('button', { name: 'Join yearly' }).click();
        await account.getByRole('heading', { name: 'Sign in' }).waitFor();
        await account.getByLabel('E-mail', { exact: true }).fill('golfer@example.com');
        await account.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await account.getByLabel('Password', { exact: true }).press('Enter');
        await page.waitForURL(/\/membership-join\/purchase\?planId=plan_annual$/);
        const pay = account.getByRole('button', { name: 'Pay $99 a year' });
        await pay.waitFor();
        // The page's clock is NOW: a year from it, at the plan's price.
        const renews = renewalOf({ interval: 'annual', billingPlan: { amount: 99 } }, NOW).renewsOn;
        const on = formatDate(renews, 'en-US', { weekday: undefined, year: 'numeric' });
        await account.getByText(`Renews on ${on} at $99`).waitFor();
        await account.getByText('Cancel anytime in your account').waitFor();
        assert.equal(await account.getByRole('radio', { name: 'A new card' }).count(), 1);
        await pay.click();

        await page.waitForURL(/\/my-account\/membership\/welcome\?planId=plan_annual$/);
        await account.getByText('Member rates are now shown.').waitFor();
        await account.getByText('Price alerts are unlocked.').waitFor();
        await account.getByRole('button', { name: 'Set a price alert' }).click();
        await page.waitForURL(/\/my-account\/price-alerts$/);
        await account.getByRole('button', { name: 'Add a price alert' }).click();
        await account.getByLabel('Course or city to watch').waitFor();
        assert.equal(await account.getByRole('dialog').count(), 0, 'no membership offer to a member');
        await account.getByLabel('2 players').check();
        await account.getByLabel('18 holes').check();
        await account.getByLabel('Saturday').check();
        await account.getByRole('button', { name: 'Save alert' }).click();
        await account.getByText('Your price alert is set.').waitFor();
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );
});
