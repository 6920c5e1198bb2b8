/**
 * End-to-end booking journeys on the partner demo page (issue 5), cross-origin for real:
 * the marketplace origin (API, /media, /dist) on PORT and the partner course page on PORT+1,
 * wired exactly as `npm start` wires them, over a fresh, fully seeded temporary database.
 * Each journey runs in its own browser context and books a tee time on its own date.
 *
 * Run after `npm run build`:  node --import tsx --test tests/e2e/*.e2e.ts
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { createApp } from '../../host-demo/server/app';
import { createDeps, listen, localOrigins, prepareDatabase } from '../../host-demo/server/main';
import { testNow } from '../../host-demo/server/testing/testNow';
import { originOnPortBelow, staticSite } from '../../host-demo/staticSite';
import { today } from '../../src/domain/format';
import { orderProviders } from '../../src/domain/booking/providerOrder';

const partnerPage = fileURLToPath(new URL('../../host-demo/partner/index.html', import.meta.url));

/** The partner page's picker attributes (course-id, brand, players): the journeys follow the page. */
function pickerAttributes(): { courseId: string; brand: string; players: number } {
  const tag = /<teetime-picker\b([^>]*)>/.exec(readFileSync(partnerPage, 'utf8'))?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const courseId = attr('course-id');
  if (!courseId) throw new Error(`No <teetime-picker course-id> in ${partnerPage}`);
  return { courseId, brand: attr('brand') ?? 'teetime', players: Number(attr('players') ?? 1) };
}
const { courseId: COURSE_ID, brand: BRAND, players: PLAYERS } = pickerAttributes();
const PASSWORD = 'teetime-demo-1';
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
const STEP_TIMEOUT = 15_000;
const JOURNEY_TIMEOUT = 90_000;
/** The instant the sandbox and every page run at (TEETIME_NOW, else a fixed evening in UTC). */
const NOW = testNow();

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const pickerBundle = join(distDir, 'embed', 'teetime-picker.js');
const checkoutBundle = join(distDir, 'embed', 'teetime-checkout.js');

type Server = Awaited<ReturnType<typeof listen>>['server'];

let db: Database.Database | undefined;
let dbDir: string | undefined;
let servers: Server[] = [];
let browser: Browser | undefined;
let marketOrigin = '';
let partnerOrigin = '';

// ---------------------------------------------------------------------------------------------
// Servers: the pieces of host-demo/start.ts, on PORT and PORT+1 (both free, loopback).
// ---------------------------------------------------------------------------------------------

async function closeServer(s: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    // Drop idle keep-alive sockets so close() does not wait for them.
    (s as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    s.close(() => resolve());
  });
}

async function startServers(dbFile: string): Promise<void> {
  db = prepareDatabase(dbFile, { clock: () => new Date(NOW) }); // migrated + full seed (course 1454 exists)
  const site = (title: string, dir: string, marketOrigin?: (u: URL) => string) =>
    staticSite({
      title,
      pagesDir: fileURLToPath(new URL(dir, import.meta.url)),
      distDir,
      ...(marketOrigin ? { marketOrigin } : {}),
    });
  const main = site('teetime widgets: demo host', '../../host-demo/pages');
  const partner = site('teetime widgets: partner site', '../../host-demo/partner', originOnPortBelow);
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');

  for (let attempt = 0; attempt < 20; attempt++) {
    // A free port from the OS for PORT, then PORT+1 must be free too; retry on a collision.
    const probe = await listen(() => new Response(''), 0);
    const port = probe.port;
    await closeServer(probe.server);
    if (port >= 65535) continue;
    const env = { ...process.env, TEETIME_NOW: NOW.toISOString() };
    const api = createApp(createDeps(db, env, { partnerOrigins: localOrigins(port, port + 1) }));
    const started: Server[] = [];
    try {
      started.push(
        (await listen((req) => (isApi(new URL(req.url).pathname) ? api.fetch(req) : main.fetch(req)), port))
          .server,
      );
      started.push((await listen((req) => partner.fetch(req), port + 1)).server);
      servers = started;
      marketOrigin = `http://127.0.0.1:${port}`;
      partnerOrigin = `http://127.0.0.1:${port + 1}`;
      return;
    } catch (e) {
      await Promise.all(started.map(closeServer));
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    }
  }
  throw new Error('Could not find two consecutive free loopback ports');
}

// ---------------------------------------------------------------------------------------------
// Finding offers through the API (snake_case answers), never hard-coded.
// ---------------------------------------------------------------------------------------------

interface ApiTeeTime {
  id: string;
  tee_time_id: string;
  rate_type: string;
  rate_type_name: string;
  price: number;
  players: number;
  is_sold_out: boolean;
  player_not_available?: boolean;
  instant_booking: boolean;
  allow_booking_redirect: boolean;
  reservation_url: string | null;
  provider: { name: string; code: string };
}

interface Offer {
  date: string;
  timeSlot: string;
  rateName: string;
  rateType: string;
  providerName: string;
  /** Index of the chosen offer among the provider buttons (the picker's order), or null when the step is skipped. */
  providerIndex: number | null;
  price: number;
}

async function api<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${marketOrigin}/api/${path}?${q}`, { headers: { 'X-Api-Key': `demo-${BRAND}` } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The course's today (its own time zone), set once the course has answered. */
let courseToday = '';
/** A date `days` after the course's today: the picker's date strip starts there. */
const inDays = (days: number) => {
  const d = new Date(`${courseToday}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const bookable = (t: ApiTeeTime) => !t.is_sold_out && !t.player_not_available && t.players >= PLAYERS;
const checksOut = (t: ApiTeeTime) =>
  bookable(t) &&
  t.rate_type !== 'member' && // 11002 for non-members
  t.provider.code !== 'sandbox-glitch' &&
  !(t.allow_booking_redirect && t.reservation_url); // link-off: a new window, no checkout

/**
 * An offer at course 1454 on `date` (qty 2): preferably a slot + rate with several providers (so
 * the provider step shows) and a chosen provider that checks out here; else a single provider
 * that the picker skips to.
 */
async function findOffer(date: string, preferRate = 'online'): Promise<Offer | null> {
  const groups = await api<{ tee_time_groups: { time_slot: string }[] }>(
    `v6/tee_time_groups/at/${COURSE_ID}`,
    { date, qty: PLAYERS },
  );
  let skipped: Offer | null = null;
  for (const g of groups.tee_time_groups.slice(0, 15)) {
    const { rate_types: rates } = await api<{ rate_types: { rate_type: string; name: string }[] }>(
      `v6/tee_time_groups/at/${COURSE_ID}/rate_types`,
      { date, qty: PLAYERS, time_slot: g.time_slot },
    );
    const ordered = [...rates].sort(
      (a, b) => Number(b.rate_type === preferRate) - Number(a.rate_type === preferRate),
    );
    for (const r of ordered) {
      if (r.rate_type === 'member') continue;
      const { tee_times } = await api<{ tee_times: ApiTeeTime[] }>(`v6/tee_times/at/${COURSE_ID}/tee_times`, {
        date,
        qty: PLAYERS,
        time_slot: g.time_slot,
        rate_type: r.rate_type,
      });
      // The picker's list: the API's tee times in the domain's provider order (sold-out ones disabled).
      const list = orderProviders(
        tee_times.map((t) => ({
          ...t,
          instantBooking: t.instant_booking,
          allowBookingRedirect: t.allow_booking_redirect,
        })),
      );
      const open = list.filter(bookable);
      const providers = new Set(open.map((t) => t.provider.code));
      const base = { date, timeSlot: g.time_slot, rateName: r.name, rateType: r.rate_type };
      if (providers.size > 1) {
        const index = list.findIndex((t) => checksOut(t) && t.instant_booking);
        const fallback = index >= 0 ? index : list.findIndex(checksOut);
        const t = list[fallback];
        if (t) return { ...base, providerName: t.provider.name, providerIndex: fallback, price: t.price };
      } else if (
        providers.size === 1 &&
        !skipped &&
        open.every((t) => !t.allow_booking_redirect) &&
        open[0] &&
        checksOut(open[0])
      ) {
        skipped = { ...base, providerName: open[0].provider.name, providerIndex: null, price: open[0].price };
      }
    }
  }
  return skipped;
}

// ---------------------------------------------------------------------------------------------
// Browser helpers.
// ---------------------------------------------------------------------------------------------

interface Journey {
  context: BrowserContext;
  page: Page;
  picker: Locator;
  checkout: Locator;
  apiRequests: string[];
  /** Bodies of the requests the partner page's own frame sent (not the card frame's). */
  pageBodies: string[];
  pageErrors: string[];
}

/** Content-Security-Policy violations on the page (or in its frames) become page errors. */
async function recordCspViolations(page: Page, errors: string[]): Promise<void> {
  await page.exposeFunction('__cspViolation', (what: string) => errors.push(`CSP: ${what}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (s: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} on ${location.href}`,
      ),
    );
  });
}

async function openPartnerPage(): Promise<Journey> {
  assert.ok(browser, 'browser not started');
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  // The page's clock starts at the sandbox's instant, so both agree on "today" at any hour.
  await context.clock.install({ time: NOW });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const apiRequests: string[] = [];
  const pageBodies: string[] = [];
  const pageErrors: string[] = [];
  page.on('request', (r) => {
    if (r.frame() === page.mainFrame()) {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r.url());
      pageBodies.push(r.postData() ?? '');
    }
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await recordCspViolations(page, pageErrors);
  // Record what the host page hears: the DOM event of the booking confirmation.
  await page.addInitScript(() => {
    const w = window as unknown as { __confirmed: unknown[] };
    w.__confirmed = [];
    document.addEventListener('teetime-booking-confirmed', (e) =>
      w.__confirmed.push((e as CustomEvent).detail),
    );
  });
  await page.goto(`${partnerOrigin}/`);
  const picker = page.locator('teetime-picker');
  const checkout = page.locator('teetime-checkout');
  return { context, page, picker, checkout, apiRequests, pageBodies, pageErrors };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '07:36' → the picker's label '7:36 AM'. */
function timeLabel(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The date strip's label ('Mon, Nov 23'), as src/ui/format.ts formats it. */
const dateLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const heading = (widget: Locator, text: string | RegExp) =>
  widget.getByRole('heading', { name: typeof text === 'string' ? new RegExp(`^${escapeRe(text)}`) : text });

/** The text inside a widget's (open) shadow root. */
const shadowText = (widget: Locator) => widget.evaluate((el) => el.shadowRoot?.textContent ?? '');

const money = (s: string) => Number(s.replace(/[^\d.]/g, ''));
const cents = (n: number) => Math.round(n * 100) / 100;

/** Course page → date → time slot → rate type → provider (or the skip) → the picker's sign-in gate. */
async function pickTeeTime(j: Journey, offer: Offer, t: TestContext): Promise<void> {
  const { picker } = j;
  t.diagnostic(
    `${offer.date} ${offer.timeSlot} ${offer.rateName} · ${offer.providerName} ` +
      (offer.providerIndex === null ? '(provider step skipped)' : `(provider #${offer.providerIndex + 1})`),
  );
  assert.equal(await picker.getAttribute('course-id'), COURSE_ID);
  await picker
    .getByRole('group', { name: 'Date' })
    .getByRole('button', { name: dateLabel(offer.date) })
    .click();
  await heading(picker, 'Tee times on').first().waitFor();
  const slot = picker
    .locator('button')
    .filter({ hasText: new RegExp(`^\\s*${escapeRe(timeLabel(offer.timeSlot))}`) });
  const slotButton = slot.filter({ hasText: 'from $' });
  // Only 15 slots show at first.
  for (let i = 0; i < 10 && (await slotButton.count()) === 0; i++) {
    const more = picker.getByRole('button', { name: 'Show more tee times' });
    if (await more.isVisible()) await more.click();
    else await slotButton.first().waitFor();
  }
  await slotButton.first().click();
  await heading(picker, 'Choose a rate').waitFor();
  await picker
    .locator('ul button')
    .filter({ hasText: new RegExp(`^\\s*${escapeRe(offer.rateName)}`) })
    .first()
    .click();
  if (offer.providerIndex !== null) {
    await heading(picker, 'Choose a provider').waitFor();
    const providerButton = picker.locator('ul button').nth(offer.providerIndex);
    await providerButton.waitFor();
    assert.match((await providerButton.textContent()) ?? '', new RegExp(escapeRe(offer.providerName)));
    await providerButton.click();
  }
  // One provider without a redirect: the picker skips straight to the book click.
  await heading(picker, 'Sign in to book').waitFor();
  assert.match(await shadowText(picker), new RegExp(escapeRe(offer.providerName)));
}

async function continueAsGuest(j: Journey): Promise<void> {
  await j.picker.getByRole('button', { name: 'Continue as guest' }).click();
  await heading(j.picker, 'On to checkout').waitFor();
  await j.checkout.getByRole('group', { name: 'Your details' }).waitFor();
  await j.checkout.locator('[data-testid=total]').waitFor();
}

/** Waits until an input shows `value` (the card frame clears fields a moment after a decline). */
async function waitForValue(input: Locator, value: string): Promise<void> {
  const until = Date.now() + STEP_TIMEOUT;
  while ((await input.inputValue()) !== value) {
    if (Date.now() > until) assert.equal(await input.inputValue(), value);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const CARD_FRAME_TITLE = 'Card number, expiry date and security code';
const cardFrame = (j: Journey) => j.checkout.frameLocator(`iframe[title="${CARD_FRAME_TITLE}"]`);

async function fillGuest(j: Journey, email: string, card: string): Promise<void> {
  const c = j.checkout;
  await c.getByLabel('E-mail').fill(email);
  await c.getByLabel('First name').fill('Pat');
  await c.getByLabel('Last name').fill('Partner');
  assert.equal(await c.getByRole('radio', { name: 'New card' }).isChecked(), true, 'guests pay by new card');
  // Card number, expiry and CVV are typed into the hosted card fields: a frame on the marketplace origin.
  const frame = cardFrame(j);
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry month').fill('12');
  await frame.getByLabel('Expiry year').fill(String(NOW.getUTCFullYear() + 3));
  await frame.getByLabel('CVV').fill('123');
  await c.getByLabel('Name on card').fill('Pat Partner');
  await c.getByLabel('Zip code').fill('80202');
}

const payButton = (j: Journey) => j.checkout.getByRole('button', { name: /^Pay \$/ });

interface Confirmed {
  reservationId: string;
  courseId: string;
  total: number;
  currency: string;
}

/** Pays, then: the confirmation view, the host page's #booked line and the DOM event it heard. */
async function payAndConfirm(j: Journey, expectedTotal: string): Promise<Confirmed> {
  const pay = payButton(j);
  assert.equal((await pay.textContent())?.trim(), `Pay ${expectedTotal}`);
  await pay.click();
  const confirmation = j.checkout.getByTestId('confirmation');
  await heading(j.checkout, "You're booked!").waitFor({ timeout: 20_000 });
  await confirmation.waitFor();
  const booked = j.page.locator('#booked');
  await booked.filter({ hasText: 'is booked.' }).waitFor();
  const events = await j.page.evaluate(() => (window as unknown as { __confirmed: Confirmed[] }).__confirmed);
  assert.equal(events.length, 1, 'one teetime-booking-confirmed event on the host page');
  const detail = events[0]!;
  assert.equal(await booked.textContent(), `Thank you! Reservation ${detail.reservationId} is booked.`);
  assert.match(detail.reservationId, /^res_/);
  assert.equal(detail.courseId, COURSE_ID);
  assert.equal(detail.currency, 'USD');
  assert.equal(`$${detail.total.toFixed(2)}`, expectedTotal);
  // The confirmation shows the reservation: its confirmation number and what was paid.
  const text = (await confirmation.textContent()) ?? '';
  assert.match(text, /Confirmation number/);
  assert.match(text, new RegExp(`${PLAYERS} players`));
  assert.match(text, new RegExp(`Total paid${escapeRe(expectedTotal)}`));
  return detail;
}

function assertCrossOrigin(j: Journey): void {
  assert.equal(new URL(j.page.url()).origin, partnerOrigin);
  // The partner page itself never sent a card number: only the marketplace's card frame did.
  assert.deepEqual(
    j.pageBodies.filter((b) => /\d{13,19}/.test(b.replace(/[\s-]/g, '')) && /4242|0002/.test(b)),
    [],
    'no card number in what the partner page sent',
  );
  assert.notEqual(marketOrigin, partnerOrigin);
  assert.ok(j.apiRequests.length > 0, 'the widgets called the API');
  const origins = new Set(j.apiRequests.map((u) => new URL(u).origin));
  assert.deepEqual([...origins], [marketOrigin], 'every API call goes to the marketplace origin');
  assert.deepEqual(j.pageErrors, [], 'no uncaught errors on the page');
}

async function reservationTotal(reservationId: string, accessToken: string): Promise<number> {
  const r = await api<{ reservation: { sg_revenue?: { total: number } } }>(
    `v6/reservations/${reservationId}`,
    {
      access_token: accessToken,
    },
  );
  return r.reservation.sg_revenue?.total ?? NaN;
}

// ---------------------------------------------------------------------------------------------
// The journeys.
// ---------------------------------------------------------------------------------------------

const offers: Offer[] = [];

describe('partner page journeys (cross-origin): course → tee time → rate → provider → checkout', () => {
  before(
    async () => {
      if (!existsSync(pickerBundle) || !existsSync(checkoutBundle))
        throw new Error(
          `The widget bundles are missing (${pickerBundle}, ${checkoutBundle}): run \`npm run build\` first.`,
        );
      dbDir = mkdtempSync(join(tmpdir(), 'teetime-e2e-'));
      await startServers(join(dbDir, 'teetime.sqlite'));
      const { course } = await api<{ course: { name: string; has_tee_times: boolean; time_zone: string } }>(
        `v6/courses/${COURSE_ID}`,
      );
      courseToday = today(NOW, course.time_zone);
      assert.ok(
        course.has_tee_times,
        `The partner page's course ${COURSE_ID} (${course.name}) is listed without tee times: nothing to book`,
      );
      // Four journeys, four dates (the strip shows the course's today and the next six days).
      for (let d = 1; d <= 6 && offers.length < 4; d++) {
        const offer = await findOffer(inDays(d));
        if (offer) offers.push(offer);
      }
      assert.ok(offers.length >= 4, `bookable offers on four dates at course ${COURSE_ID}: ${offers.length}`);
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
      });
    },
    { timeout: 60_000 },
  );

  after(async () => {
    await browser?.close();
    await Promise.all(servers.map(closeServer));
    db?.close();
    if (dbDir) rmSync(dbDir, { recursive: true, force: true });
  });

  test(
    'guest: books with a new card; the host page hears teetime-booking-confirmed',
    { timeout: JOURNEY_TIMEOUT },
    async (t) => {
      const j = await openPartnerPage();
      try {
        const offer = offers[0]!;
        await pickTeeTime(j, offer, t);
        await continueAsGuest(j);
        const summary = await shadowText(j.checkout);
        assert.match(summary, new RegExp(`${PLAYERS} players`));
        assert.match(summary, new RegExp(escapeRe(offer.rateName)));
        const total = (await j.checkout.getByTestId('total').textContent()) ?? '';
        await fillGuest(j, 'guest-journey@example.com', GOOD_CARD);
        // The card fields frame comes from the marketplace origin, not the partner's.
        const frameSrc = await j.checkout.locator(`iframe[title="${CARD_FRAME_TITLE}"]`).getAttribute('src');
        assert.equal(new URL(frameSrc ?? '', partnerOrigin).origin, marketOrigin);
        const detail = await payAndConfirm(j, total);
        assert.match((await j.checkout.getByTestId('confirmation').textContent()) ?? '', /VISA •••• 4242/);
        assertCrossOrigin(j);
        // The host received the event from widgets served by the marketplace origin.
        const scripts = await j.page.evaluate(() =>
          [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
        );
        // (The page's own script, a file under its strict policy, loads them from its origin.)
        const widgetScripts = scripts.filter((s) => new URL(s).pathname.startsWith('/dist/'));
        assert.deepEqual(
          widgetScripts.map((s) => new URL(s).origin),
          [marketOrigin, marketOrigin],
        );
        assert.deepEqual(
          scripts.filter((s) => !widgetScripts.includes(s)).map((s) => new URL(s).pathname),
          ['/index.js'],
        );
        assert.ok(detail.total > 0);
      } finally {
        await j.context.close();
      }
    },
  );

  test(
    'signed in: signs in through the shared dialog and pays with the saved card',
    { timeout: JOURNEY_TIMEOUT },
    async (t) => {
      const j = await openPartnerPage();
      try {
        await pickTeeTime(j, offers[1]!, t);
        await j.picker.getByRole('button', { name: 'Sign in', exact: true }).click();
        const dialog = j.picker.getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByLabel('E-mail').fill('golfer@example.com');
        await dialog.getByLabel('Password').fill(PASSWORD);
        await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
        // Signed in, the waiting book click carries on into checkout with the saved cards.
        await heading(j.picker, 'On to checkout').waitFor();
        const saved = j.checkout.getByRole('radio', { name: /VISA •••• 4242/ });
        await saved.waitFor();
        assert.equal(await saved.isChecked(), true, 'the default card is chosen');
        assert.equal(
          await j.checkout.getByRole('group', { name: 'Your details' }).count(),
          0,
          'no guest fields',
        );
        const total = (await j.checkout.getByTestId('total').textContent()) ?? '';
        const detail = await payAndConfirm(j, total);
        assert.match((await j.checkout.getByTestId('confirmation').textContent()) ?? '', /VISA •••• 4242/);
        assertCrossOrigin(j);
        // The user's own reservations list holds it (signed in on the marketplace, from the partner page).
        const signIn = await fetch(`${marketOrigin}/api/v6/users/sign-in`, {
          method: 'POST',
          headers: { 'X-Api-Key': `demo-${BRAND}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'golfer@example.com', password: PASSWORD }),
        });
        const { user_token } = (await signIn.json()) as { user_token: string };
        const mine = await fetch(`${marketOrigin}/api/v6/reservations`, {
          headers: { 'X-Api-Key': `demo-${BRAND}`, 'X-Api-User-Token': user_token },
        });
        const { reservations } = (await mine.json()) as { reservations: { id: string }[] };
        assert.ok(
          reservations.some((r) => r.id === detail.reservationId),
          `reservation ${detail.reservationId} listed for the user`,
        );
      } finally {
        await j.context.close();
      }
    },
  );

  test(
    'declined card: the decline message, typed details kept (not the card number and CVV), then a good card books',
    { timeout: JOURNEY_TIMEOUT },
    async (t) => {
      const j = await openPartnerPage();
      try {
        await pickTeeTime(j, offers[2]!, t);
        await continueAsGuest(j);
        const total = (await j.checkout.getByTestId('total').textContent()) ?? '';
        await fillGuest(j, 'declined-journey@example.com', DECLINED_CARD);
        const c = j.checkout;
        const frame = cardFrame(j);
        const typed = {
          'E-mail': 'declined-journey@example.com',
          'First name': 'Pat',
          'Last name': 'Partner',
          'Name on card': 'Pat Partner',
          'Zip code': '80202',
        };
        const typedInFrame = { 'Expiry month': '12', 'Expiry year': String(NOW.getUTCFullYear() + 3) };
        await payButton(j).click();
        await c.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
        await waitForValue(frame.getByLabel('Card number'), '');
        assert.equal(await frame.getByLabel('CVV').inputValue(), '');
        for (const [label, value] of Object.entries(typed))
          assert.equal(await c.getByLabel(label).inputValue(), value, `${label} kept`);
        for (const [label, value] of Object.entries(typedInFrame))
          assert.equal(await frame.getByLabel(label).inputValue(), value, `${label} kept`);
        assert.equal(await j.page.locator('#booked').textContent(), '', 'nothing booked yet');
        assert.equal(await heading(c, "You're booked!").count(), 0);
        // The same checkout, a good card: books.
        await frame.getByLabel('Card number').fill(GOOD_CARD);
        await frame.getByLabel('CVV').fill('123');
        await payAndConfirm(j, total);
        assertCrossOrigin(j);
      } finally {
        await j.context.close();
      }
    },
  );

  test(
    'promo code SAVE10: 10 % off the green fees before paying; the confirmation total matches',
    { timeout: JOURNEY_TIMEOUT },
    async (t) => {
      const j = await openPartnerPage();
      try {
        await pickTeeTime(j, offers[3]!, t);
        await continueAsGuest(j);
        const c = j.checkout;
        const breakdown = c.locator('dl[aria-label="Price breakdown"] dd');
        const before = money((await c.getByTestId('total').textContent()) ?? '');
        // The green fees: the first line of the breakdown ("$40.00 × 2" → "$80.00").
        const greenFees = money((await breakdown.first().textContent()) ?? '');
        assert.ok(greenFees > 0 && before > greenFees, `green fees ${greenFees}, total ${before}`);
        await c.getByLabel('Promo code').fill('SAVE10');
        await c.getByRole('button', { name: 'Apply code' }).click();
        await c.getByRole('button', { name: 'Remove promo code SAVE10' }).waitFor();
        const savings = cents(greenFees * 0.1);
        const expected = cents(before - savings);
        await c
          .getByTestId('total')
          .filter({ hasText: `$${expected.toFixed(2)}` })
          .waitFor();
        const text = await shadowText(c);
        assert.match(text, new RegExp(`Promo savings−\\$${escapeRe(savings.toFixed(2))}`));
        await fillGuest(j, 'promo-journey@example.com', GOOD_CARD);
        const paid = j.page.waitForResponse(
          (r) => r.request().method() === 'POST' && /\/api\/v6\/guests\/reservations$/.test(r.url()),
        );
        const detail = await payAndConfirm(j, `$${expected.toFixed(2)}`);
        assert.equal(detail.total, expected);
        // The stored reservation agrees (read with the guest's access token from the receipt).
        const { receipt } = (await (await paid).json()) as {
          receipt: { reservation_id: string; access_token: string };
        };
        assert.equal(receipt.reservation_id, detail.reservationId);
        assert.equal(await reservationTotal(detail.reservationId, receipt.access_token), expected);
        assertCrossOrigin(j);
      } finally {
        await j.context.close();
      }
    },
  );
  test(
    'every demo page works under its strict Content-Security-Policy (no inline script or style)',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      assert.ok(browser, 'browser not started');
      const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
      context.setDefaultTimeout(STEP_TIMEOUT);
      try {
        const pages: [string, string][] = [
          [`${marketOrigin}/`, 'teetime-search'],
          [`${marketOrigin}/golf-news.html`, 'teetime-deals'],
          [`${marketOrigin}/sandbox.html`, ''],
          [`${partnerOrigin}/`, 'teetime-picker'],
          [`${partnerOrigin}/explore.html`, 'teetime-deals'],
        ];
        for (const [url, widget] of pages) {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await recordCspViolations(page, errors);
          const res = await page.goto(url);
          const policy = res?.headers()['content-security-policy'] ?? '';
          assert.match(policy, /script-src 'self'/, url);
          assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/, url);
          // The page's own styles (a file) apply: its body font is not the browser default.
          assert.notEqual(
            await page.evaluate(() => getComputedStyle(document.body).fontFamily),
            'Times New Roman',
            url,
          );
          if (widget)
            await page.waitForFunction(
              (tag) => (document.querySelector(tag)?.shadowRoot?.textContent ?? '').length > 20,
              widget,
            );
          else await page.locator('#api-status').filter({ hasText: 'API is up' }).waitFor();
          // The links the page's script sets (a file, not inline) point at the other origin.
          const partnerLink = page.locator('#partner-link');
          if (await partnerLink.count())
            assert.equal(await partnerLink.getAttribute('href'), `${partnerOrigin}/`, url);
          assert.deepEqual(errors, [], url);
          await page.close();
        }
      } finally {
        await context.close();
      }
    },
  );
});
