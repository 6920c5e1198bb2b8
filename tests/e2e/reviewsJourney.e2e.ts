/**
 * Reviews end to end (issue 11): a golfer writes a review in `<teetime-account>`, the demo
 * moderator approves it, and anyone sees it on the course's Reviews tab of the picker on the main
 * site. The marketplace origin of `npm start` over a fresh seeded database, the page clock pinned.
 * Run after `npm run build`:
 *   node --import tsx --test tests/e2e/reviewsJourney.e2e.ts
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import { distDir, startSite, type SiteServers } from './siteServers';

const NOW = testNow();
const COURSE_ID = '1455'; // Elk Falls Golf Resort (the partner demo's course)
const PASSWORD = 'teetime-demo-1';
const TITLE = 'Elk Falls in great shape';
const STEP_TIMEOUT = 15_000;

let site: SiteServers | undefined;
let browser: Browser | undefined;

/** A page of the site on its own browser context, with the account bundle loaded. */
async function pageWithAccount(view: string, params: Record<string, string>): Promise<Page> {
  const context = await browser!.newContext({ timezoneId: 'UTC', locale: 'en-US', bypassCSP: true });
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  await page.goto(`${site!.origin}/support`);
  await page.addScriptTag({ url: '/dist/embed/teetime-account.js' });
  await page.evaluate(
    ([v, p]) => {
      const el = document.createElement('teetime-account');
      el.setAttribute('view', v!);
      el.setAttribute('params', p!);
      document.body.prepend(el);
    },
    [view, JSON.stringify(params)],
  );
  return page;
}

/** The element asks an anonymous golfer to sign in, then comes back to the screen. */
async function signIn(page: Page, email: string) {
  const account = page.locator('teetime-account');
  await account.getByRole('heading', { name: 'Sign in', level: 2 }).waitFor();
  await account.getByLabel('E-mail', { exact: true }).fill(email);
  await account.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await account.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('reviews journey', () => {
  before(async () => {
    if (!existsSync(join(distDir, 'embed', 'teetime-account.js')))
      throw new Error('dist/ is missing: run `npm run build` first');
    site = await startSite(NOW);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test('write a review, moderate it as the demo moderator, see it on the course’s Reviews tab', async () => {
    const res = await fetch(`${site!.origin}/api/v6/courses/${COURSE_ID}`, {
      headers: { 'X-Api-Key': 'demo-teetime' },
    });
    const url = ((await res.json()) as { course: { hierarchized_url: string } }).course.hierarchized_url;
    const [, , country, state, city] = url.split('/') as string[];
    const at = { country: country!, state: state!, city: city!, courseId: COURSE_ID };

    // The golfer writes it: it waits for a moderator.
    const golfer = await pageWithAccount('review-new', at);
    await signIn(golfer, 'golfer@example.com');
    const form = golfer.locator('teetime-account');
    await form.getByRole('heading', { name: 'Write a review' }).waitFor();
    await form.getByLabel('5 stars').check();
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Comments').fill('Pure greens, quick pace and a friendly starter. Will be back.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await form.getByText('Thanks for your review!').waitFor();

    // The moderator approves it from the for-review tab.
    const moderator = await pageWithAccount('manage-reviews', { status: 'for_review' });
    await signIn(moderator, 'moderator@example.com');
    const queue = moderator.locator('teetime-account');
    await queue.getByRole('tab', { name: 'For review', selected: true }).waitFor();
    await queue.getByRole('button', { name: `Approve “${TITLE}”` }).click();
    await queue.getByText(`“${TITLE}” was approved.`).waitFor();
    assert.equal(await queue.getByRole('button', { name: `Approve “${TITLE}”` }).count(), 0);

    // Anyone sees it first (most recent) on the course page's Reviews tab, which links to the review pages.
    const context = await browser!.newContext({ timezoneId: 'UTC', locale: 'en-US' });
    await context.clock.install({ time: NOW });
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(`${site!.origin}${url}?tab=reviews`);
    const picker = page.locator('teetime-picker');
    const first = picker.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await first.getByRole('heading', { name: TITLE }).waitFor();
    assert.match((await first.textContent()) ?? '', /Rated 5 out of 5/);
    const write = await picker.getByRole('link', { name: 'Write a review' }).getAttribute('href');
    assert.ok(write?.endsWith(`${url}/review/new`), `Write a review links to ${write}`);
  });
});

/**
 * Issue 33: on the marketplace site (its own React 19 running the dist/react build), the demo
 * golfer writes a review with the star radios (a click, then the arrow keys), is sent to the
 * course's Reviews tab with the thank-you (the review waits for a moderator), and marks someone
 * else's review helpful right there.
 */
describe('reviews on the site, on React', () => {
  let servers: SiteServers | undefined;
  let chrome: Browser | undefined;
  before(async () => {
    if (!existsSync(join(distDir, 'site', 'main.js')))
      throw new Error('dist/site is missing: run `npm run build` first');
    servers = await startSite(NOW);
    chrome = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    });
  });
  after(async () => {
    await chrome?.close();
    await servers?.close();
  });

  test('the demo golfer writes a review with stars, reads the thank-you on the Reviews tab, marks another review helpful', async () => {
    const origin = servers!.origin;
    const res = await fetch(`${origin}/api/v6/courses/${COURSE_ID}`, {
      headers: { 'X-Api-Key': 'demo-teetime' },
    });
    const url = ((await res.json()) as { course: { hierarchized_url: string } }).course.hierarchized_url;
    const context = await chrome!.newContext({
      timezoneId: 'UTC',
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    await context.clock.install({ time: NOW });
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${origin}/sign-in`);
    const account = page.locator('teetime-account');
    await account.getByLabel('E-mail', { exact: true }).fill('golfer@example.com');
    await account.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname !== '/sign-in');

    await page.goto(`${origin}${url}/review/new`);
    await account.getByRole('heading', { name: 'Write a review' }).waitFor();
    await account.getByText('Your review of').waitFor();
    await account.getByText('3 stars', { exact: true }).click();
    assert.equal(await account.getByLabel('3 stars').isChecked(), true, 'a click on "3 stars" checks it');
    await page.keyboard.press('ArrowRight');
    assert.equal(await account.getByLabel('4 stars').isChecked(), true, 'the right arrow moves to 4 stars');
    await account.getByLabel('Title').fill('Quick greens at Elk Falls');
    await account.getByLabel('Comments').fill('Fast round, friendly starter, greens rolling true.');
    assert.equal(await account.getByLabel('4 stars').isChecked(), true, 'the rating stays while typing');
    await account.getByRole('button', { name: 'Send review' }).click();

    // The course page's Reviews tab, with the thank-you kept through the redirect.
    await page.waitForURL((u) => u.pathname === url && u.searchParams.get('tab') === 'reviews');
    await page
      .getByRole('status')
      .filter({ hasText: 'Thanks for your review! It will show here once a moderator has read it.' })
      .waitFor();
    const picker = page.locator('teetime-picker');
    const first = picker.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    assert.notEqual(title, 'Quick greens at Elk Falls', 'the new review waits for a moderator');
    await first.getByRole('button', { name: `Helpful: ${title}` }).click();
    await first.getByText('Thanks, marked as helpful.').waitFor();
    await first.getByRole('button', { name: `Marked helpful: ${title}` }).waitFor();
    assert.match((await first.textContent()) ?? '', /found this helpful/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
