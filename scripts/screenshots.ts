/**
 * `npm run screenshots`: every step a golfer sees, at 1280 px and on a 390 px phone, into
 * screenshots/ (not committed), so a reviewer can look at the whole flow in a minute.
 *
 * Starts `npm start` (host-demo/start.ts) on a free port over a fresh database on a pinned
 * clock (TEETIME_NOW, else the test instant), then walks: the partner course page (picker:
 * dates, tee times, filters, rate, provider, checkout), the golf-media deals page, and the marketplace
 * site (home, a city list, a course page, deals, sign-in, the account's bookings and cards).
 * A step that cannot be reached is reported and skipped; the exit code is 1 when any was.
 * Build first (`npm run build`); CHROMIUM_PATH picks the browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { testNow } from '../host-demo/server/testing/testNow';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'screenshots');
const NOW = testNow();
const STEP_MS = 10_000;

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900, isMobile: false },
  { name: '390', width: 390, height: 844, isMobile: true },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/** Two consecutive free loopback ports (npm start serves the partner origin on PORT+1). */
async function freePort(): Promise<number> {
  const probe = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = createServer();
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
  for (let i = 0; i < 20; i++) {
    const port = await probe(0);
    if (
      await probe(port + 1).then(
        () => true,
        () => false,
      )
    )
      return port;
  }
  throw new Error('No two consecutive free ports');
}

async function startProduct(port: number, dbDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'host-demo/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DB_FILE: join(dbDir, 'teetime.sqlite'),
      TEETIME_NOW: NOW.toISOString(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('partner origin')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${out}`)));
  });
  return child;
}

const missed: string[] = [];

function shooter(page: Page, viewport: Viewport) {
  let n = 0;
  const dir = join(outDir, viewport.name);
  mkdirSync(dir, { recursive: true });
  // `fullPage: false` shots the viewport only: Chromium's full-page capture can leave a
  // cross-origin frame (the card fields) blank when it lies below the first screen.
  return async (name: string, step: () => Promise<void>, { fullPage = true } = {}) => {
    const file = `${String(++n).padStart(2, '0')}-${name}.png`;
    try {
      await step();
      await loadLazyImages(page);
      await page.waitForTimeout(400); // let skeletons give way and transitions end
      await page.screenshot({ path: join(dir, file), fullPage });
      console.log(`  ✓ ${viewport.name}/${file}`);
    } catch (e) {
      missed.push(`${viewport.name}/${name}: ${(e as Error).message.split('\n')[0]}`);
      console.log(`  ✗ ${viewport.name}/${name}`);
    }
  };
}

/**
 * Scrolls the page through once and back, so images below the fold (loading="lazy") load: a
 * full-page shot does not scroll, and would show their empty boxes.
 */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const start = window.scrollY;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, start);
  });
}

/**
 * The card row is a frame of the marketplace's origin: wait until it shows its fields, and
 * scroll it into view (a full-page shot leaves a frame that was never on screen blank).
 */
async function showCardFrame(page: Page) {
  const frame = page.locator('teetime-checkout').locator('iframe').first();
  await frame
    .contentFrame()
    .getByLabel(/card number/i)
    .waitFor({ timeout: STEP_MS });
  await frame.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
}

/** The first visible, enabled button in `scope` whose text matches. */
const firstButton = (page: Page, scope: string, text: RegExp) =>
  page.locator(scope).locator('button:not([disabled])').filter({ hasText: text, visible: true }).first();

async function partnerBooking(page: Page, shot: ReturnType<typeof shooter>, partner: string) {
  await shot('partner-course-page', async () => {
    await page.goto(`${partner}/`);
    await firstButton(page, 'teetime-picker', /\$/).waitFor({ timeout: STEP_MS });
  });
  await shot('picker-filters-open', async () => {
    await page
      .locator('teetime-picker')
      .getByRole('button', { name: /^Filters/ })
      .first()
      .click();
  });
  await shot('picker-tee-time-chosen', async () => {
    // A tee-time tile (the date strip's days also say "from $").
    await page.locator('teetime-picker').locator('button[data-slot]').first().click();
    await page
      .locator('teetime-picker')
      .getByRole('heading', { name: /rate/i })
      .first()
      .waitFor({ timeout: STEP_MS });
  });
  await shot('picker-rate-chosen', async () => {
    await page.locator('teetime-picker').locator('ul button:not([disabled])').first().click();
    await page.waitForTimeout(800);
  });
  await shot('picker-provider-or-sign-in', async () => {
    const provider = page.locator('teetime-picker').locator('ul button:not([disabled])').first();
    if (await provider.isVisible().catch(() => false)) await provider.click();
    await page.waitForTimeout(800);
  });
  await shot('checkout-guest', async () => {
    const guest = page.locator('teetime-picker').getByRole('button', { name: /guest/i }).first();
    if (await guest.isVisible().catch(() => false)) await guest.click();
    await page
      .locator('teetime-checkout')
      .getByText(/Pay|Your details/)
      .first()
      .waitFor({ timeout: STEP_MS });
    await showCardFrame(page);
  });
  // The checkout's extras: a promo code opened from its disclosure, rejected, kept with its message.
  await shot('checkout-promo-rejected', async () => {
    const checkout = page.locator('teetime-checkout');
    await checkout.getByRole('button', { name: 'Promo code', expanded: false }).click();
    await checkout.getByLabel('Promo code').fill('SPRING20');
    await checkout.getByRole('button', { name: 'Apply code' }).click();
    await checkout.getByText('This promo code has expired.').waitFor({ timeout: STEP_MS });
    await showCardFrame(page);
  });
  // The payment: wallets first, then one card row in the hosted frame (number, MM/YY, CVV, zip).
  await shot(
    'checkout-card-row',
    async () => {
      const checkout = page.locator('teetime-checkout');
      await checkout.frameLocator('iframe').getByLabel('Zip code').waitFor({ timeout: STEP_MS });
      await checkout.locator('iframe').scrollIntoViewIfNeeded();
    },
    { fullPage: false },
  );
  // The guest pays with the sandbox's test card: the confirmation.
  await shot('checkout-confirmation', async () => {
    const checkout = page.locator('teetime-checkout');
    await checkout.getByLabel('E-mail').fill('pat@example.com');
    await checkout.getByLabel('First name').fill('Pat');
    await checkout.getByLabel('Last name').fill('Partner');
    await checkout.getByLabel('Name on card').fill('Pat Partner');
    const frame = checkout.frameLocator('iframe');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YY)').fill('08/30');
    await frame.getByLabel('CVV').fill('123');
    await checkout.getByRole('button', { name: /^Pay \$/ }).click();
    await checkout.getByTestId('confirmation').waitFor({ timeout: 20_000 });
  });
}

async function site(page: Page, shot: ReturnType<typeof shooter>, origin: string) {
  const visit = (path: string, ready: () => Promise<unknown>) => async () => {
    await page.goto(`${origin}${path}`);
    await ready();
  };
  const text = (t: RegExp) => () =>
    page.getByText(t).filter({ visible: true }).first().waitFor({ timeout: STEP_MS });
  const inWidget = (tag: string, t: RegExp) => () =>
    page.locator(tag).getByText(t).filter({ visible: true }).first().waitFor({ timeout: STEP_MS });
  const headingIn = (tag: string) => () =>
    page.locator(tag).getByRole('heading').filter({ visible: true }).first().waitFor({ timeout: STEP_MS });
  // The home is the search widget's own home: its form, then what it shows before a search.
  await shot('site-home', visit('/', inWidget('teetime-search', /search/i)));
  // The widget's home: the contest, courses near you with their prices, "Suggest a course" open.
  await shot('site-home-courses', visit('/', inWidget('teetime-search', /per player/)));
  await shot('site-home-suggest-course', async () => {
    await page.locator('teetime-search').getByRole('button', { name: 'Suggest a course' }).click();
    await page.locator('teetime-search').getByLabel('Course name').waitFor({ timeout: STEP_MS });
  });
  await shot('site-city-list', visit('/explore/us/co/denver', inWidget('teetime-search', /\$/)));
  await shot('site-course-page', async () => {
    await page
      .locator('teetime-search')
      .getByRole('button', { name: /^[\w\s]+ Golf (Club|Course|Resort)$/ })
      .first()
      .click();
    await inWidget('teetime-picker', /\$/)();
  });
  // A place in the query: the page has no position to ask for (headless), and Denver has deals.
  await shot('site-deals', visit('/deals?location=Denver', inWidget('teetime-deals', /\$/)));
  // A deal's booking link: the course's tee times on the deal's day, its rate first.
  await shot('site-deal-booking', async () => {
    await page
      .locator('teetime-deals')
      .getByRole('link', { name: /^Book a tee time/ })
      .first()
      .click();
    await inWidget('teetime-picker', /\$/)();
  });
  await shot('site-sign-in', visit('/sign-in', headingIn('teetime-account')));
  await shot('site-my-bookings', async () => {
    const account = page.locator('teetime-account');
    await account
      .getByLabel(/e-mail/i)
      .first()
      .fill('golfer@example.com');
    await account
      .getByLabel(/^password/i)
      .first()
      .fill('teetime-demo-1');
    await account
      .getByRole('button', { name: /^sign in$/i })
      .first()
      .click();
    await page.goto(`${origin}/my-account/bookings/upcoming`);
    await headingIn('teetime-account')();
  });
  await shot('site-payment-methods', visit('/my-account/payment-methods', headingIn('teetime-account')));
  await shot('site-not-found', visit('/no-such-page', text(/not found/i)));
  // The site's own pages: support, FAQs, a static and a legal page, a failure page, the docs.
  const h1 = () => page.locator('main h1').first().waitFor({ timeout: STEP_MS });
  await shot('site-support', visit('/support', h1));
  await shot(
    'site-faqs',
    visit('/faqs', () => page.locator('main details, main dt').first().waitFor({ timeout: STEP_MS })),
  );
  await shot('site-about', visit('/about', h1));
  await shot('site-privacy-policy', visit('/privacy-policy', h1));
  await shot('site-tee-time-error', visit('/tee-time-error', h1));
  await shot('site-explore', visit('/explore', h1));
  await shot('site-docs', visit('/docs', h1));
  await shot('site-docs-embedding', visit('/docs/embedding', h1));
  await shot('site-docs-elements', visit('/docs/elements', h1));
  await shot('site-docs-testing', visit('/docs/testing', h1));
  await shot('site-docs-widget-search', visit('/docs/widget-search', h1));
}

/**
 * The search's own states: a search run with the mouse (the results heading takes focus without a
 * ring; on a phone the form folds into its one-line summary), the filter drawer and a list that
 * failed to load.
 */
async function searchStates(page: Page, shot: ReturnType<typeof shooter>, origin: string) {
  const search = page.locator('teetime-search');
  await shot('search-by-mouse', async () => {
    await page.goto(`${origin}/`);
    await search.getByRole('combobox', { name: 'Where' }).fill('Denver');
    // The first option is "Current location"; the golfer picks the city (that runs the search).
    await search
      .getByRole('option', { name: /Denver/ })
      .first()
      .click();
    await search.getByRole('button', { name: /^Filters/ }).waitFor({ timeout: STEP_MS });
    await search.locator('article.tt-card').first().waitFor({ timeout: STEP_MS });
  });
  await shot('search-filters-open', async () => {
    await search.getByRole('button', { name: /^Filters/ }).click();
    await search.getByRole('button', { name: /^Show/ }).waitFor({ timeout: STEP_MS });
  });
  await shot('search-error', async () => {
    await page.route('**/v6/courses/location_list**', (r) => r.fulfill({ status: 500, body: '{}' }));
    await page.goto(`${origin}/explore/us/co/denver`);
    await search.getByRole('button', { name: /try again/i }).waitFor({ timeout: STEP_MS });
    await page.unroute('**/v6/courses/location_list**');
  });
}

async function deals(page: Page, shot: ReturnType<typeof shooter>, origin: string) {
  await shot('golf-news-deals', async () => {
    await page.goto(`${origin}/golf-news.html`);
    await page.locator('teetime-deals').getByText(/\$/).first().waitFor({ timeout: STEP_MS });
  });
}

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  const dbDir = mkdtempSync(join(tmpdir(), 'teetime-shots-'));
  const port = await freePort();
  const product = await startProduct(port, dbDir);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const origin = `http://127.0.0.1:${port}`;
    for (const viewport of VIEWPORTS) {
      console.log(`${viewport.name} px`);
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'America/Denver',
      });
      await context.clock.install({ time: NOW });
      const page = await context.newPage();
      const shot = shooter(page, viewport);
      // SCREENSHOTS=site: the marketplace site's pages only.
      if (process.env.SCREENSHOTS !== 'site') {
        await partnerBooking(page, shot, `http://127.0.0.1:${port + 1}`);
        await deals(page, shot, origin);
      }
      await site(page, shot, origin);
      await searchStates(page, shot, origin);
      await context.close();
    }
  } finally {
    await browser?.close();
    product.kill('SIGTERM');
    rmSync(dbDir, { recursive: true, force: true });
  }
  console.log(`\nScreenshots in ${outDir}`);
  if (missed.length) {
    console.log(`Steps not reached (${missed.length}):\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
