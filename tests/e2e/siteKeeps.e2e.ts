/**
 * Issue 33, accounts that keep what a golfer did, on the marketplace site: a guest who paid opens
 * the booking's link, creates an account from it and finds the booking in My bookings; a visitor
 * signs up for the footer's newsletter (a typo first), and its e-mail's link unsubscribes.
 *   node --import tsx --test tests/e2e/siteKeeps.e2e.ts   (after npm run build)
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { DEMO_PASSWORD, apiCaller, bookNearDenver } from './siteBookings';
import { distDir, startSite, type SiteServers } from './siteServers';

const NOW = testNow();

let site: SiteServers | undefined;
let browser: Browser | undefined;

async function open(path: string, width = 1280) {
  const context = await browser!.newContext({
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width, height: width > 600 ? 900 : 844 },
  });
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site!.origin}${path}`);
  return { context, page, errors };
}

const outbox = async (email: string, kind: string) => {
  const res = await fetch(
    `${site!.origin}/api/v6/sandbox/outbox?email=${encodeURIComponent(email)}&kind=${kind}`,
    { headers: { 'X-Api-Key': 'demo-teetime' } },
  );
  return ((await res.json()) as { messages: { link: string }[] }).messages;
};

describe('main site: accounts keep what a golfer did', () => {
  before(
    async () => {
      if (!existsSync(join(distDir, 'site', 'main.js'))) throw new Error('run `npm run build` first');
      site = await startSite(NOW);
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test(
    'a guest pays, creates an account from the booking link, and finds the booking in My bookings',
    { timeout: 120_000 },
    async () => {
      const email = 'gail.guest@example.com';
      const guest = await apiCaller(site!.origin, null);
      const booked = await bookNearDenver(guest, NOW, { guestEmail: email });
      // The confirmation e-mail's link: the booking, with "Create an account" for a guest.
      const [mail] = await outbox(email, 'booking_confirmation');
      assert.ok(mail, 'the confirmation e-mail');
      const { context, page, errors } = await open(mail.link, 390);
      await page.getByText("You're booked!").waitFor();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL(/\/sign-up\?/);
      const form = page.locator('teetime-account');
      await form
        .getByText('Your booking will be in My bookings as soon as your account is created.')
        .waitFor();
      assert.equal(await form.getByLabel('E-mail', { exact: true }).inputValue(), email);
      await form.getByLabel('First name').pressSequentially('Gail');
      await form.getByLabel('Last name').pressSequentially('Guest');
      await form.getByLabel('Zip or postal code').pressSequentially('80202');
      await form.getByLabel('Password (at least 8 characters)').pressSequentially(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/welcome/);
      // A reload of My bookings: the booking is there.
      await page.goto(`${site!.origin}/my-account/bookings/upcoming`);
      await form.getByText(booked.course.name).first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `no sideways scroll at 390 px (${width})`);
      assert.deepEqual(errors, []);
      await context.close();
    },
  );

  test(
    'the footer newsletter: a typo is caught, Enter subscribes, the e-mail link unsubscribes',
    { timeout: 120_000 },
    async () => {
      const email = 'reader.e2e@example.com';
      const { context, page, errors } = await open('/');
      const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
      const field = signup.getByLabel('E-mail', { exact: true });
      await field.pressSequentially('reader.e2e@example');
      await field.press('Enter');
      await signup.getByText('Please enter a full e-mail address, like name@example.com.').waitFor();
      assert.deepEqual(await outbox('reader.e2e@example', 'newsletter'), []);
      await field.pressSequentially('.com');
      await field.press('Enter');
      await signup.getByText(`Thanks! ${email} is subscribed.`, { exact: false }).waitFor();
      // Again: already subscribed, said in plain words.
      await field.press('Enter');
      await signup.getByText(`${email} is already subscribed to our newsletter`, { exact: false }).waitFor();
      const [mail] = await outbox(email, 'newsletter');
      assert.match(mail!.link, /^\/unsubscribe\/newsletter\?/);
      await page.goto(`${site!.origin}${mail!.link}`);
      await page
        .locator('teetime-account')
        .getByText(`Done: ${email} will no longer get Newsletter e-mails`, { exact: false })
        .waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    },
  );
});
