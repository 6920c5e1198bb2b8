/**
 * Membership journey (issue 11) with `<teetime-account from-url>` on a bare host page of the
 * marketplace origin (the site's membership routes are wired later): buy a network membership,
 * set a price alert (now allowed), cancel the membership and keep it (status renewed).
 *
 * Run after `npm run build`:  node --import tsx --test tests/e2e/membershipJourney.e2e.ts
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { distDir, startSite, type SiteServers, launchChromium } from './siteServers';

const NOW = testNow();
let site: SiteServers | undefined;
let browser: Browser | undefined;

/** The host page: the element reads its screen from the URL; the host follows its navigation. */
const hostPage = (origin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Account</title></head>
<body><main><teetime-account from-url api-base="${origin}/api"></teetime-account></main>
<script src="/dist/embed/teetime-account.js"></script>
<script>
  document.querySelector('teetime-account').addEventListener('teetime-account-navigate', (e) => {
    if (!e.detail.path) return;
    if (e.detail.view === 'external') location.assign(e.detail.path);
    else history.pushState(null, '', e.detail.path);
  });
</script></body></html>`;

async function hostOn(page: Page, origin: string): Promise<void> {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' && new URL(route.request().url()).origin === origin
      ? route.fulfill({ contentType: 'text/html', body: hostPage(origin) })
      : route.continue(),
  );
}

describe('network membership journey', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'embed', 'teetime-account.js')))
        throw new Error('dist/embed/teetime-account.js is missing: run `npm run build` first.');
      site = await startSite(NOW);
      browser = await launchChromium();
    },
    { timeout: 60_000 },
  );

  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test(
    'buy the monthly plan, set a price alert, cancel and keep the membership',
    { timeout: 120_000 },
    async () => {
      const origin = site!.origin;
      const context = await browser!.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await hostOn(page, origin);
        const account = page.locator('teetime-account');

        // The purchase page asks to sign in first, then comes back to it.
        await page.goto(`${origin}/membership-join/purchase`);
        await account.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
        await account.getByLabel('E-mail', { exact: true }).fill('golfer@example.com');
        await account.getByLabel('Password', { exact: true }).fill('teetime-demo-1');
        await account.getByRole('button', { name: 'Sign in', exact: true }).click();
        await account.getByRole('heading', { name: 'Join the network' }).waitFor({ timeout: 15_000 });
        await page.waitForURL(/\/membership-join\/purchase\?planId=plan_monthly$/);
        assert.equal(await account.getByRole('radio', { name: 'Visa ending in 4242' }).isChecked(), true);
        await account.getByRole('button', { name: 'Pay $9.99 a month' }).click();
        await account.getByRole('heading', { name: 'Welcome to the network' }).waitFor({ timeout: 15_000 });
        await account.getByText('Price alerts are unlocked.').waitFor();
        await page.waitForURL(/\/my-account\/membership\/welcome\?planId=plan_monthly$/);
        await account.getByRole('button', { name: 'Manage my membership' }).click();
        await account.getByText('Active', { exact: true }).waitFor({ timeout: 15_000 });
        await page.waitForURL(/\/my-account\/membership$/);

        // A member may now set a price alert (a golfer got the membership offer before).
        await page.goto(`${origin}/my-account/price-alerts`);
        await account.getByRole('button', { name: 'Add a price alert' }).click();
        await account.getByLabel('Course or city to watch').waitFor({ timeout: 15_000 });
        await account.getByLabel('2 players').check();
        await account.getByLabel('18 holes').check();
        await account.getByLabel('Saturday').check();
        await account.getByRole('button', { name: 'Save alert' }).click();
        await account.getByText('Your price alert is set.').waitFor({ timeout: 15_000 });
        assert.equal(await account.getByRole('dialog').count(), 0);

        // Cancel (asked first): it lasts to the period's end; then keep it (withdraw: renewed).
        await page.goto(`${origin}/my-account/membership`);
        await account.getByRole('button', { name: 'Cancel membership' }).click();
        await account.getByRole('dialog').getByRole('button', { name: 'Cancel membership' }).click();
        await account.getByText('Cancelled', { exact: true }).waitFor({ timeout: 15_000 });
        await account.getByText('Ends on').waitFor();
        await account.getByRole('button', { name: 'Keep my membership' }).click();
        await account.getByText('Your membership continues.').waitFor({ timeout: 15_000 });
        await account.getByText('Active (renewed)').waitFor();
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );
});
