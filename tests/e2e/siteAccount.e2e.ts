/**
 * The main site's account routes (issue 12): `<teetime-account>` on the auth and /my-account
 * routes with real URLs. Sign in → my bookings → cancel; a deep link to a booking while signed
 * out goes through sign-in and back; every signed-in account route with zero axe violations.
 *   node --import tsx --test tests/e2e/siteAccount.e2e.ts   (after npm run build)
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Locator, type Page } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { ACCOUNT_ROUTES } from '../../src/domain/account/accountRoutes';
import { DEMO_PASSWORD, bookNearDenver, signedInApi } from './siteBookings';
import { distDir, startSite, type SiteServers, launchChromium } from './siteServers';

const NOW = testNow();
const EMAIL = 'golfer@example.com';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let site: SiteServers | undefined;
let browser: Browser | undefined;
let api: Awaited<ReturnType<typeof signedInApi>> | undefined;
const booked: { id: string; courseName: string }[] = [];

async function open(path: string) {
  const context = await browser!.newContext({
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${site!.origin}${path}`);
  return { context, page, errors, status: response?.status() ?? 0 };
}

const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
};

async function signIn(account: Locator): Promise<void> {
  await account.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await account.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await account.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function axe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: { run(c: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const result = await run.run(document);
    return result.violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

async function status(id: string): Promise<string> {
  const { reservation } = await api!<{ reservation: { status: string } }>('GET', `v6/reservations/${id}`);
  return reservation.status;
}

describe('main site: the account routes', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'site', 'main.js'))) throw new Error('run `npm run build` first');
      site = await startSite(NOW);
      api = await signedInApi(site.origin, EMAIL);
      for (const skip of [0, 1]) {
        const { id, course } = await bookNearDenver(api, NOW, { days: 3, skip });
        booked.push({ id, courseName: course.name });
      }
      browser = await launchChromium();
    },
    { timeout: 90_000 },
  );
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test(
    'sign in → my account → my bookings → a booking → cancel it, each step on its own URL',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await open('/sign-in');
      try {
        const account = page.locator('teetime-account');
        await signIn(account);
        // Nothing stored to go back to: home.
        await page.waitForURL((u) => u.pathname === '/');
        // The shell's global alert area tells the golfer, and the alert can be dismissed.
        const alerts = page.getByRole('region', { name: 'Notifications' });
        await alerts.getByText(`Signed in as ${EMAIL}.`).waitFor();
        await alerts.getByRole('button', { name: `Dismiss: Signed in as ${EMAIL}.` }).click();
        await alerts.getByText(`Signed in as ${EMAIL}.`).waitFor({ state: 'detached' });
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'My account' })
          .click();
        await page.waitForURL(/\/my-account$/);
        await account.getByRole('button', { name: 'My bookings' }).click();
        await page.waitForURL(/\/my-account\/bookings\/upcoming$/);
        const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current=page]');
        assert.equal(await current.textContent(), 'My account');
        assert.equal(await page.title(), 'My bookings · Teetime');

        const target = booked[0]!;
        await account
          .getByRole('button', { name: new RegExp(target.courseName) })
          .first()
          .click();
        await page.waitForURL(/\/my-account\/bookings\/upcoming\/[^/?]+$/);
        const id = decodeURIComponent(pathOf(page).split('/').pop()!);
        await account.getByRole('button', { name: 'Cancel booking' }).click();
        await account.getByRole('button', { name: 'Yes, cancel it' }).click();
        await account.getByText('Your booking is cancelled.').waitFor();
        assert.equal(await status(id), 'cancelled');

        // Back returns to the list, which no longer offers the cancelled booking as upcoming.
        await page.goBack();
        await page.waitForURL(/\/my-account\/bookings\/upcoming$/);
        await account.getByRole('tab', { name: /Upcoming/ }).waitFor();
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );

  test(
    'a deep link to a booking while signed out: sign-in, then straight back to that booking',
    { timeout: 120_000 },
    async () => {
      const target = booked[1]!;
      const path = `/my-account/bookings/upcoming/${target.id}`;
      const { context, page, status: code, errors } = await open(path);
      try {
        assert.equal(code, 200);
        await page.waitForURL(/\/sign-in$/);
        const account = page.locator('teetime-account');
        await signIn(account);
        await page.waitForURL((u) => u.pathname === path);
        await account.getByRole('heading', { name: 'Booking' }).waitFor();
        await account.getByText(target.courseName).first().waitFor();
        assert.equal(await account.getByRole('button', { name: 'Cancel booking' }).count(), 1);
        // The sign-in form replaced the protected URL and was replaced in turn: back never shows it again.
        await page.goBack();
        assert.notEqual(new URL(page.url()).pathname, '/sign-in');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );

  test(
    'every account route, signed out and signed in, has zero axe violations',
    // About 50 screens twice: over 300 s on the shared 2-core machine.
    { timeout: 600_000 },
    async () => {
      const { context, page } = await open('/');
      const failures: string[] = [];
      const params: Record<string, string> = {
        status: 'upcoming',
        id: booked[1]!.id,
        mailingList: 'promotional',
      };
      // One URL per screen of the account's route table; confirming a deletion would delete the account.
      const paths = [
        '/my-account',
        ...ACCOUNT_ROUTES.filter((r) => r.view !== 'confirm-deletion').map((r) =>
          r.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x'),
        ),
      ];
      // Some screens send the golfer on (welcome without its flag, sign-in when signed in): axe where it settles.
      const settle = async () => {
        await page.waitForTimeout(800);
        await page.locator('main h1').first().waitFor({ state: 'attached' });
        await page
          .locator('teetime-account section h2')
          .first()
          .waitFor({ timeout: 8000 })
          .catch(() => undefined);
        await page.waitForTimeout(500);
      };
      try {
        for (const signedIn of [false, true]) {
          if (signedIn) {
            await page.goto(`${site!.origin}/sign-in`);
            await signIn(page.locator('teetime-account'));
            await page.waitForURL((u) => u.pathname !== '/sign-in');
          }
          for (const path of paths) {
            await page.goto(`${site!.origin}${path}`);
            await settle();
            const violations = await axe(page);
            if (violations.length)
              failures.push(`${signedIn ? 'signed in' : 'signed out'} ${path}: ${violations.join('; ')}`);
          }
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(failures, []);
    },
  );
});
