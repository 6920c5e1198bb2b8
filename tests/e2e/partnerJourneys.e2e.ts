/**
 * End-to-end booking journeys on the partner demo page (issue 5), cross-origin for real:
 * the marketplace origin (API, /media, /dist) on PORT and the partner course page on PORT+1,
 * wired exactly as `npm start` wires them, over a fresh, fully seeded temporary database
 * (tests/e2e/partnerSite.ts). Each journey runs in its own browser context and books a tee time
 * on its own date.
 *
 * Run after `npm run build`:  node --import tsx --test tests/e2e/*.e2e.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatPrice } from '../../src/domain/format';
import {
  BRAND,
  CARD_FRAME_TITLE,
  EXPIRY,
  COURSE_ID,
  DECLINED_CARD,
  GOOD_CARD,
  JOURNEY_TIMEOUT,
  PASSWORD,
  PLAYERS,
  STEP_TIMEOUT,
  assertCrossOrigin,
  browser,
  cardFrame,
  cents,
  continueAsGuest,
  escapeRe,
  fillGuest,
  findOffer,
  heading,
  inDays,
  marketOrigin,
  money,
  openPartnerPage,
  partnerOrigin,
  payAndConfirm,
  payButton,
  pickTeeTime,
  recordCspViolations,
  reservationTotal,
  shadowText,
  signInThroughDialog,
  startPartnerSite,
  stopPartnerSite,
  waitForValue,
  type Offer,
} from './partnerSite';

// ---------------------------------------------------------------------------------------------
// The journeys.
// ---------------------------------------------------------------------------------------------

const offers: Offer[] = [];

describe('partner page journeys (cross-origin): course → tee time → rate → provider → checkout', () => {
  before(
    async () => {
      await startPartnerSite();
      // Four journeys, four dates (the strip shows the course's today and the next six days).
      for (let d = 1; d <= 6 && offers.length < 4; d++) {
        const offer = await findOffer(inDays(d));
        if (offer) offers.push(offer);
      }
      assert.ok(offers.length >= 4, `bookable offers on four dates at course ${COURSE_ID}: ${offers.length}`);
    },
    { timeout: 60_000 },
  );

  after(stopPartnerSite);

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
        // The picker's and the checkout's, and the picker's UI, which its first screen's script adds.
        assert.deepEqual(widgetScripts.map((s) => new URL(s).pathname.split('/').pop()).sort(), [
          'teetime-checkout.js',
          'teetime-picker.js',
          'teetime-picker.ui.js',
        ]);
        assert.deepEqual(
          widgetScripts.map((s) => new URL(s).origin),
          widgetScripts.map(() => marketOrigin),
        );
        assert.deepEqual(
          scripts.filter((s) => !widgetScripts.includes(s)).map((s) => new URL(s).pathname),
          ['/index.js'],
        );
        assert.ok(detail.total > 0);
        // Nothing reopens the paid offer (issue 31): not a reload, not leaving the page and
        // coming back with the browser's back button.
        const onTeeSheet = async (when: string) => {
          await heading(j.picker, 'Tee times on').first().waitFor();
          for (const step of ['Choose a rate', 'Choose a provider', 'On to checkout', 'Sign in to book']) {
            assert.equal(await heading(j.picker, step).count(), 0, `${when}: no "${step}" step`);
          }
          assert.equal(await payButton(j).count(), 0, `${when}: no Pay button`);
        };
        await j.page.reload();
        await onTeeSheet('after a reload');
        await j.page.goto(`${partnerOrigin}/account.html`);
        await j.page.goBack();
        await j.page.waitForURL((u) => u.pathname === '/' || u.pathname === '/index.html');
        await onTeeSheet('after going back to the page');
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
        await signInThroughDialog(j, 'golfer@example.com');
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
        };
        const typedInFrame = { 'Expiry (MM/YY)': EXPIRY, 'Zip code': '80202' };
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
        // The promo code is an extra behind its disclosure button, outlined so it never looks like Pay.
        await c.getByRole('button', { name: 'Promo code', expanded: false }).click();
        await c.getByLabel('Promo code').fill('SAVE10');
        await c.getByRole('button', { name: 'Apply code' }).click();
        await c.getByRole('button', { name: 'Remove promo code SAVE10' }).waitFor();
        const savings = cents(greenFees * 0.1);
        const expected = cents(before - savings);
        // Written as the checkout writes prices: whole dollars without cents ("$31"), else with them.
        await c
          .getByTestId('total')
          .filter({ hasText: formatPrice(expected) })
          .waitFor();
        const text = await shadowText(c);
        assert.match(text, new RegExp(`Promo savings−${escapeRe(formatPrice(savings))}`));
        await fillGuest(j, 'promo-journey@example.com', GOOD_CARD);
        const paid = j.page.waitForResponse(
          (r) => r.request().method() === 'POST' && /\/api\/v6\/guests\/reservations$/.test(r.url()),
        );
        const detail = await payAndConfirm(j, formatPrice(expected));
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
          [`${partnerOrigin}/explore.html`, 'teetime-search'],
          [`${partnerOrigin}/account.html`, 'teetime-account'],
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
            await page
              .waitForFunction(
                (tag) => (document.querySelector(tag)?.shadowRoot?.textContent ?? '').length > 20,
                widget,
              )
              .catch((e: Error) => {
                throw new Error(`${url}: ${widget} drew nothing (${errors.join('; ')}): ${e.message}`);
              });
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
