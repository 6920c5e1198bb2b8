/**
 * The partner demo site for the end-to-end journeys (partnerJourneys.e2e.ts, accountJourney.e2e.ts),
 * cross-origin for real: the marketplace origin (API, /media, /dist) on PORT and the partner site
 * (host-demo/partner) on PORT+1, wired exactly as `npm start` wires them, over a fresh, fully
 * seeded temporary database; offers looked up through the API; the browser steps a golfer takes.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { createApp } from '../../host-demo/server/app';
import { createDeps, listen, localOrigins, prepareDatabase } from '../../host-demo/server/main';
import { testNow } from '../../host-demo/server/testing/testNow';
import { originOnPortBelow, staticSite } from '../../host-demo/staticSite';
import { formatPrice, today } from '../../src/domain/format';
import { orderProviders } from '../../src/domain/booking/providerOrder';
import { rateName } from '../../src/domain/booking/rateName';

const partnerPage = fileURLToPath(new URL('../../host-demo/partner/index.html', import.meta.url));

/** The partner page's picker attributes (course-id, brand, players): the journeys follow the page. */
function pickerAttributes(): { courseId: string; brand: string; players: number } {
  const tag = /<teetime-picker\b([^>]*)>/.exec(readFileSync(partnerPage, 'utf8'))?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const courseId = attr('course-id');
  if (!courseId) throw new Error(`No <teetime-picker course-id> in ${partnerPage}`);
  return { courseId, brand: attr('brand') ?? 'teetime', players: Number(attr('players') ?? 1) };
}
export const { courseId: COURSE_ID, brand: BRAND, players: PLAYERS } = pickerAttributes();
export const PASSWORD = 'teetime-demo-1';
export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const STEP_TIMEOUT = 15_000;
export const JOURNEY_TIMEOUT = 90_000;
/** The instant the sandbox and every page run at (TEETIME_NOW, else a fixed evening in UTC). */
export const NOW = testNow();

export const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
export const pickerBundle = join(distDir, 'embed', 'teetime-picker.js');
export const checkoutBundle = join(distDir, 'embed', 'teetime-checkout.js');

type Server = Awaited<ReturnType<typeof listen>>['server'];

let db: Database.Database | undefined;
let dbDir: string | undefined;
let servers: Server[] = [];
export let browser: Browser | undefined;
export let marketOrigin = '';
export let partnerOrigin = '';

// ---------------------------------------------------------------------------------------------
// Servers: the pieces of host-demo/start.ts, on PORT and PORT+1 (both free, loopback).
// ---------------------------------------------------------------------------------------------

export async function closeServer(s: Server): Promise<void> {
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

export interface Offer {
  date: string;
  timeSlot: string;
  rateName: string;
  rateType: string;
  providerName: string;
  /** Index of the chosen offer among the provider buttons (the picker's order), or null when the step is skipped. */
  providerIndex: number | null;
  price: number;
}

export async function api<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${marketOrigin}/api/${path}?${q}`, { headers: { 'X-Api-Key': `demo-${BRAND}` } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The course's today (its own time zone), set once the course has answered. */
let courseToday = '';
/** A date `days` after the course's today: the picker's date strip starts there. */
export const inDays = (days: number) => {
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
export async function findOffer(date: string, preferRate = 'online'): Promise<Offer | null> {
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
      const base = {
        date,
        timeSlot: g.time_slot,
        rateName: rateName(r.rate_type, r.name),
        rateType: r.rate_type,
      };
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

export interface Journey {
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
export async function recordCspViolations(page: Page, errors: string[]): Promise<void> {
  await page.exposeFunction('__cspViolation', (what: string) => errors.push(`CSP: ${what}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (s: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} on ${location.href}`,
      ),
    );
  });
}

export async function openPartnerPage(path = '/'): Promise<Journey> {
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
  await page.goto(`${partnerOrigin}${path}`);
  const picker = page.locator('teetime-picker');
  const checkout = page.locator('teetime-checkout');
  return { context, page, picker, checkout, apiRequests, pageBodies, pageErrors };
}

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '07:36' → the picker's label '7:36 AM'. */
function timeLabel(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The date strip's label ('Mon, Nov 23'), as src/ui/format.ts formats it. */
export const dateLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export const heading = (widget: Locator, text: string | RegExp) =>
  widget.getByRole('heading', { name: typeof text === 'string' ? new RegExp(`^${escapeRe(text)}`) : text });

/** The text inside a widget's (open) shadow root. */
export const shadowText = (widget: Locator) => widget.evaluate((el) => el.shadowRoot?.textContent ?? '');

export const money = (s: string) => Number(s.replace(/[^\d.]/g, ''));
export const cents = (n: number) => Math.round(n * 100) / 100;

/** Course page → date → time slot → rate type → provider (or the skip) → the picker's sign-in gate. */
export async function pickTeeTime(j: Journey, offer: Offer, t: TestContext): Promise<void> {
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
  const slotButton = slot.filter({ hasText: 'per player' });
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
  // The gate names the tee time and rate (the stepper), not the provider: a secondary line of the offers.
  assert.match(await shadowText(picker), new RegExp(`Rate: ${escapeRe(offer.rateName)}`));
  assert.doesNotMatch(await shadowText(picker), new RegExp(escapeRe(offer.providerName)));
}

/**
 * At the picker's sign-in gate: signs in through the shared sign-in dialog; the waiting book click
 * carries on into checkout, where the golfer's default saved card is chosen.
 */
export async function signInThroughDialog(j: Journey, email: string, password = PASSWORD): Promise<void> {
  await j.picker.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = j.picker.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await heading(j.picker, 'On to checkout').waitFor();
  const saved = j.checkout.getByRole('radio', { name: /VISA •••• 4242/ });
  await saved.waitFor();
  assert.equal(await saved.isChecked(), true, 'the default card is chosen');
}

export async function continueAsGuest(j: Journey): Promise<void> {
  await j.picker.getByRole('button', { name: 'Continue as guest' }).click();
  await heading(j.picker, 'On to checkout').waitFor();
  await j.checkout.getByRole('group', { name: 'Your details' }).waitFor();
  await j.checkout.locator('[data-testid=total]').waitFor();
}

/** Waits until an input shows `value` (the card frame clears fields a moment after a decline). */
export async function waitForValue(input: Locator, value: string): Promise<void> {
  const until = Date.now() + STEP_TIMEOUT;
  while ((await input.inputValue()) !== value) {
    if (Date.now() > until) assert.equal(await input.inputValue(), value);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The card's expiry as typed in the frame's one MM/YY field: December, three years on. */
export const EXPIRY = `12/${String(NOW.getUTCFullYear() + 3).slice(2)}`;

export const CARD_FRAME_TITLE = 'Card number, expiry date, security code and zip code';
export const cardFrame = (j: Journey) => j.checkout.frameLocator(`iframe[title="${CARD_FRAME_TITLE}"]`);

export async function fillGuest(j: Journey, email: string, card: string): Promise<void> {
  const c = j.checkout;
  await c.getByLabel('E-mail', { exact: true }).fill(email);
  await c.getByLabel('First name').fill('Pat');
  await c.getByLabel('Last name').fill('Partner');
  // Guests pay by new card, their only method: no one-option choice, the card fields show at once.
  assert.equal(await c.getByRole('radio').count(), 0, 'guests pay by new card, without a choice to make');
  await c.getByRole('group', { name: 'Card details' }).waitFor();
  // Card number, expiry, CVV and zip are typed into the hosted card fields: a frame on the marketplace origin.
  const frame = cardFrame(j);
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await frame.getByLabel('CVV').fill('123');
  await frame.getByLabel('Zip code').fill('80202');
  await c.getByLabel('Name on card').fill('Pat Partner');
}

export const payButton = (j: Journey) => j.checkout.getByRole('button', { name: /^Pay \$/ });

export interface Confirmed {
  reservationId: string;
  courseId: string;
  total: number;
  currency: string;
}

/** Pays, then: the confirmation view, the host page's #booked line and the DOM event it heard. */
export async function payAndConfirm(j: Journey, expectedTotal: string): Promise<Confirmed> {
  const pay = payButton(j);
  assert.equal((await pay.textContent())?.trim(), `Pay ${expectedTotal}`);
  await pay.click();
  const confirmation = j.checkout.getByTestId('confirmation');
  await heading(j.checkout, "You're booked!").waitFor({ timeout: 20_000 });
  await confirmation.waitFor();
  const booked = j.page.locator('#booked');
  await booked.filter({ hasText: 'is booked.' }).waitFor();
  // The picker closed its flow (issue 31): back on its tee sheet, one line saying what was booked.
  const closed = j.picker.getByRole('status').filter({ hasText: /^Booked: .+ players? — View booking$/ });
  await closed.waitFor();
  const view = closed.getByRole('link', { name: 'View booking' });
  assert.match((await view.getAttribute('href')) ?? '', /\/booking-confirmations\/res_/);
  await heading(j.picker, 'Tee times on').first().waitFor();
  assert.equal(await heading(j.picker, 'On to checkout').count(), 0);
  const events = await j.page.evaluate(() => (window as unknown as { __confirmed: Confirmed[] }).__confirmed);
  assert.equal(events.length, 1, 'one teetime-booking-confirmed event on the host page');
  const detail = events[0]!;
  assert.equal(await booked.textContent(), `Thank you! Reservation ${detail.reservationId} is booked.`);
  assert.match(detail.reservationId, /^res_/);
  assert.equal(detail.courseId, COURSE_ID);
  assert.equal(detail.currency, 'USD');
  // As the checkout writes it: whole dollars without cents ("$282"), else with them.
  assert.equal(formatPrice(detail.total), expectedTotal);
  // The confirmation shows the reservation: its confirmation number and what was paid.
  const text = (await confirmation.textContent()) ?? '';
  assert.match(
    text,
    /Confirmation numberTT-[2-9A-HJ-NP-Z]{6}/,
    'a number a golfer can read out, e.g. TT-7K4Q9M',
  );
  assert.match(text, new RegExp(`${PLAYERS} players`));
  assert.match(text, new RegExp(`Total paid${escapeRe(expectedTotal)}`));
  return detail;
}

export function assertCrossOrigin(j: Journey): void {
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

export async function reservationTotal(reservationId: string, accessToken: string): Promise<number> {
  const r = await api<{ reservation: { sg_revenue?: { total: number } } }>(
    `v6/reservations/${reservationId}`,
    {
      access_token: accessToken,
    },
  );
  return r.reservation.sg_revenue?.total ?? NaN;
}

// ---------------------------------------------------------------------------------------------
// Set-up and tear-down of a test file: servers, the course's today, the browser.
// ---------------------------------------------------------------------------------------------

/** Starts the servers over a fresh database and the browser; the partner page's course must have tee times. */
export async function startPartnerSite(bundles: string[] = [pickerBundle, checkoutBundle]): Promise<void> {
  const missing = bundles.filter((b) => !existsSync(b));
  if (missing.length)
    throw new Error(`The widget bundles are missing (${missing.join(', ')}): run \`npm run build\` first.`);
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
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

export async function stopPartnerSite(): Promise<void> {
  await browser?.close();
  await Promise.all(servers.map(closeServer));
  db?.close();
  if (dbDir) rmSync(dbDir, { recursive: true, force: true });
}
