/**
 * The marketplace as a golfer meets it (issue 33), on a 390 × 844 phone: a deal in a media
 * site's article leads to the marketplace's own course page with the deal's price on it, and on
 * to a paid booking; the home page's hero gives way to the results; a Twilight filter chosen on
 * the results stays on the course page; a course's review screen sits under the course.
 *   node --import tsx --test tests/e2e/siteProduct.e2e.ts   (after npm run build)
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { DEALS_RATE_TYPE } from '../../src/domain/search/constants';
import { findOffer } from './siteOffers';
import { heading, overflow, payAsGuest, pickTeeTime } from './siteSteps';
import { distDir, launchChromium, startSite, type SiteServers } from './siteServers';

const NOW = testNow();
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'teetime-demo-1'; // the demo golfer's (docs/testing.md)

let site: SiteServers | undefined;
let browser: Browser | undefined;

async function api<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${site!.origin}/api/${path}?${q}`, { headers: { 'X-Api-Key': 'demo-teetime' } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return (await res.json()) as T;
}

/** A phone that has not shared its position, on the test clock. */
async function phone(path: string) {
  const context = await browser!.newContext({ timezoneId: 'UTC', locale: 'en-US', viewport: PHONE });
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site!.origin}${path}`);
  return { context, page, errors };
}

describe('the marketplace on a phone: deals lead to product pages', () => {
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

  test(
    "golf-news article's deal → the course page with the deal's price → paid with a card → confirmed",
    { timeout: 150_000 },
    async () => {
      const { context, page, errors } = await phone('/golf-news.html');
      try {
        // The article's deals widget: the first (cheapest) deal, its price per player.
        const deals = page.locator('teetime-deals');
        const card = deals.getByRole('listitem').first();
        await card.getByRole('link', { name: /^Book a tee time at / }).waitFor();
        const title = (await card.getByRole('heading').textContent())!.trim();
        const price = (await card.locator('strong').textContent())!.trim();
        assert.match(price, /^\$\d+(\.\d\d)?$/);
        assert.match((await card.textContent())!, new RegExp(`\\${price}\\s*per player`));
        await card.getByRole('link', { name: /^Book a tee time at / }).click();

        // The marketplace's own course page (not a demo page), the deal on it with its price.
        await page.waitForURL(/\/explore\/us\/[a-z]+\/[a-z-]+\/\d+\?/);
        const url = new URL(page.url());
        const courseId = url.pathname.split('/').pop()!;
        const deal = page.getByRole('region', { name: title });
        await deal.waitFor();
        assert.match((await deal.textContent())!, new RegExp(`\\${price}\\s*per player`));
        assert.equal(await page.locator('header').getByText('Golf news').count(), 0);
        assert.equal(await overflow(page), '', 'the course page fits the phone');

        // A Hot deals tee time on the deal's day (or the next with one), looked up through the API.
        const date = url.searchParams.get('date')!;
        let offer = null;
        for (let d = 0; d < 6 && !offer; d++) {
          const day = new Date(`${date}T00:00:00Z`);
          day.setUTCDate(day.getUTCDate() + d);
          offer = await findOffer(api, courseId, day.toISOString().slice(0, 10), 1, DEALS_RATE_TYPE);
        }
        assert.ok(offer, `a Hot deals tee time at course ${courseId} within six days of ${date}`);
        const picker = page.locator('teetime-picker');
        await pickTeeTime(picker, offer);
        await picker.getByRole('button', { name: 'Continue as guest' }).click();
        await page.waitForURL(/\/checkout\/at\/\d+\?/);
        const checkout = page.locator('teetime-checkout');
        await payAsGuest(checkout);
        await page.waitForURL(/\/booking-confirmations\/res_[^?]+\?accessToken=/, { timeout: 20_000 });
        await heading(checkout, "You're booked!").waitFor();
        assert.equal(await overflow(page), '', 'the confirmation fits the phone');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );

  test('results: the hero gives way once a search runs; Twilight chosen there stays on the course page', async () => {
    const { context, page, errors } = await phone('/');
    try {
      const hero = page.getByRole('heading', { level: 1, name: 'Book tee times near you' });
      await hero.waitFor();
      const search = page.locator('teetime-search');
      await search.getByLabel('Where').fill('Denver');
      await search.getByRole('option', { name: /^Denver, CO/ }).waitFor();
      await search.getByLabel('Where').press('Enter');
      await heading(search, 'Golf courses in Denver, CO').waitFor();
      // The hero gives way: the first course is on the first screen, in its top half.
      const first = search.getByRole('listitem').filter({ hasText: 'per player' }).first();
      const top = await first.evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(top < PHONE.height / 2, `the first course starts at ${top} px, in the top half`);

      // Filters → Twilight → show the courses, then open the first course.
      await search.getByRole('button', { name: /^Filters/ }).click();
      await search.getByRole('button', { name: /^Twilight/ }).click();
      await search.getByRole('button', { name: /^Show (\d+ )?courses?/ }).click();
      const course = search
        .getByRole('listitem')
        .filter({ hasText: 'per player' })
        .first()
        .getByRole('heading');
      await course.getByRole('button').first().click();
      await page.waitForURL(/\/explore\/us\/co\/[a-z-]+\/\d+\?/);
      assert.equal(new URL(page.url()).searchParams.get('minHour'), '15', 'the course page keeps Twilight');
      const picker = page.locator('teetime-picker');
      await heading(picker, 'Tee times on').first().waitFor();
      const times = await picker
        .locator('button')
        .filter({ hasText: 'per player' })
        .evaluateAll((tiles) => tiles.map((t) => /(\d+):(\d\d) (AM|PM)/.exec(t.textContent ?? '')?.slice(1)));
      assert.ok(times.length > 0, 'tee times after 3 PM');
      for (const t of times) {
        assert.ok(t, 'a time on each tile');
        const hour = (Number(t[0]) % 12) + (t[2] === 'PM' ? 12 : 0);
        assert.ok(hour >= 15, `${t.join(':')} is Twilight (after 3 PM)`);
      }
      assert.equal(await overflow(page), '');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("a course's review screen is under the course, with the way back to it", async () => {
    const { context, page } = await phone('/explore/us/co/denver/1454/review/new');
    try {
      // Signed out: the account asks to sign in first, then comes back to the review.
      await page.locator('teetime-account').getByLabel('E-mail', { exact: true }).fill('golfer@example.com');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      const title = page.getByRole('heading', { level: 1, name: /^Write a review of / });
      await title.waitFor();
      assert.match(new URL(page.url()).pathname, /\/explore\/us\/co\/denver\/1454\/review\/new$/);
      assert.equal(await page.getByRole('heading', { name: /account/i, level: 1 }).count(), 0);
      const name = (await title.textContent())!.replace('Write a review of ', '');
      await page.getByRole('link', { name: `Back to ${name}` }).click();
      await page.waitForURL(/\/explore\/us\/co\/denver\/1454\?tab=reviews$/);
    } finally {
      await context.close();
    }
  });
});
