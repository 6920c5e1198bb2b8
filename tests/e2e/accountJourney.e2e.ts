/**
 * End-to-end: the golfer's account on the partner demo site (issue 10), cross-origin for real
 * (tests/e2e/partnerSite.ts: the marketplace origin on PORT, the partner site on PORT+1).
 *
 * - Books as a signed-in golfer with <teetime-picker> and <teetime-checkout> (index.html), finds the
 *   booking in <teetime-account view="bookings"> (account.html), changes its players, cancels it
 *   and sends the cancellation feedback.
 * - Signs up on account.html, signs out with the element's signOut() (the page's button), asks for
 *   a sign-in link, reads the one-time token from the sandbox outbox (GET v6/sandbox/outbox) and
 *   signs in by opening its link.
 *
 * Run after `npm run build`:  node --import tsx --test tests/e2e/accountJourney.e2e.ts
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  BRAND,
  COURSE_ID,
  JOURNEY_TIMEOUT,
  PASSWORD,
  PLAYERS,
  api,
  assertCrossOrigin,
  checkoutBundle,
  dateLabel,
  distDir,
  findOffer,
  heading,
  inDays,
  marketOrigin,
  openPartnerPage,
  partnerOrigin,
  payAndConfirm,
  pickTeeTime,
  pickerBundle,
  shadowText,
  signInThroughDialog,
  startPartnerSite,
  stopPartnerSite,
  type Offer,
} from './partnerSite';

const accountBundle = join(distDir, 'embed', 'teetime-account.js');
const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

/** The sandbox API as the golfer (snake_case answers). */
async function asGolfer<T>(path: string, email: string): Promise<T> {
  const headers = { 'X-Api-Key': `demo-${BRAND}`, 'Content-Type': 'application/json' };
  const signIn = await fetch(`${marketOrigin}/api/v6/users/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { user_token } = (await signIn.json()) as { user_token: string };
  const res = await fetch(`${marketOrigin}/api/${path}`, {
    headers: { ...headers, 'X-Api-User-Token': user_token },
  });
  assert.equal(res.status, 200, `GET ${path}`);
  return (await res.json()) as T;
}

let offer: Offer | null = null;
let courseName = '';

describe('partner account page (cross-origin): bookings, changes, cancellation, sign-up and e-mailed sign-in', () => {
  before(
    async () => {
      await startPartnerSite([pickerBundle, checkoutBundle, accountBundle]);
      ({
        course: { name: courseName },
      } = await api<{ course: { name: string } }>(`v6/courses/${COURSE_ID}`));
      for (let d = 2; d <= 6 && !offer; d++) offer = await findOffer(inDays(d));
      assert.ok(offer, `a bookable offer at course ${COURSE_ID}`);
    },
    { timeout: 60_000 },
  );

  after(stopPartnerSite);

  test(
    'books signed in, finds the booking in <teetime-account view="bookings">, changes its players, cancels it with feedback',
    { timeout: JOURNEY_TIMEOUT * 2 },
    async (t) => {
      const j = await openPartnerPage();
      try {
        await pickTeeTime(j, offer!, t);
        await signInThroughDialog(j, 'golfer@example.com');
        const total = (await j.checkout.getByTestId('total').textContent()) ?? '';
        const { reservationId } = await payAndConfirm(j, total);
        assertCrossOrigin(j);

        // The partner's account page: signed in already (the same page session), upcoming bookings.
        await j.page.goto(`${partnerOrigin}/account.html`);
        const account = j.page.locator('teetime-account');
        await heading(account, 'My bookings').waitFor();
        const item = account
          .getByRole('listitem')
          .filter({ hasText: courseName })
          .filter({ hasText: dateLabel(offer!.date) })
          .filter({ hasText: players(PLAYERS) });
        await item.first().waitFor();
        assert.equal(await item.count(), 1, 'the booking is listed once');
        await item.getByRole('button').click();
        await heading(account, 'Booking').waitFor();
        // The page keeps the element's screen in its URL (teetime-account-navigate).
        const url = new URL(j.page.url());
        assert.deepEqual(Object.fromEntries(url.searchParams), {
          view: 'booking',
          status: 'upcoming',
          id: reservationId,
        });
        // The heading shows at once, the booking's details once they answer (a skeleton until then).
        await account.getByLabel('Number of players').waitFor();
        assert.match(await shadowText(account), new RegExp(`Players${players(PLAYERS)}`));

        // Two steps: the new price first, then the change.
        const fewer = PLAYERS - 1;
        await account.getByLabel('Number of players').selectOption(String(fewer));
        await account.getByRole('button', { name: 'See the new price' }).click();
        const change = account.getByTestId('price-change');
        await change.waitFor();
        assert.match((await change.textContent()) ?? '', new RegExp(`New total for ${players(fewer)}`));
        await account.getByRole('button', { name: `Change to ${players(fewer)}` }).click();
        await account
          .getByRole('status')
          .filter({ hasText: `Your booking is now for ${players(fewer)}.` })
          .waitFor();

        // Cancelled after confirming, then the optional feedback.
        await account.getByRole('button', { name: 'Cancel booking' }).click();
        const dialog = account.getByRole('dialog', { name: 'Cancel this booking?' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
        const feedback = account.getByLabel('Why did you cancel? (optional)');
        await feedback.waitFor();
        await feedback.fill('Our fourth player dropped out, then the weather turned.');
        await account.getByRole('button', { name: 'Send feedback' }).click();
        await account
          .getByRole('status')
          .filter({ hasText: 'Thank you, we have your feedback.' })
          .waitFor()
          .catch(async (e: Error) => {
            // What the golfer saw instead (an error, the form again): CI keeps only this log.
            throw new Error(`${e.message}\nThe account showed: ${await shadowText(account)}`);
          });
        assert.match(await shadowText(account), /StatusCancelled/);

        // The marketplace agrees: cancelled, for the new number of players.
        const { reservation } = await asGolfer<{ reservation: { status: string; qty: number } }>(
          `v6/reservations/${reservationId}`,
          'golfer@example.com',
        );
        assert.deepEqual([reservation.status, reservation.qty], ['cancelled', fewer]);
        assert.deepEqual(j.pageErrors, [], 'no uncaught errors on the page');
      } finally {
        await j.context.close();
      }
    },
  );

  test(
    'signs up, signs out with signOut(), and signs in again with the one-time token of the e-mailed link',
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const j = await openPartnerPage('/account.html?view=sign-up');
      const email = `partner.journey.${Date.now()}@example.com`;
      try {
        const account = j.page.locator('teetime-account');
        await heading(account, 'Create an account').waitFor();
        await account.getByLabel('First name').fill('Jo');
        await account.getByLabel('Last name').fill('Journey');
        await account.getByLabel('E-mail', { exact: true }).fill(email);
        await account.getByLabel('Password (at least 8 characters)').fill(PASSWORD);
        await account.getByLabel('Zip or postal code').fill('80202');
        await account.getByRole('button', { name: 'Create my account' }).click();
        await heading(account, 'Welcome').waitFor();
        await account.getByRole('button', { name: "Let's go" }).click();
        // Sent on out of the element: this page shows the golfer's (empty) upcoming bookings.
        await heading(account, 'My bookings').waitFor();
        assert.equal(new URL(j.page.url()).search, '?view=bookings&status=upcoming');

        // The host page's own button calls signOut() on the element: the whole page signs out.
        const signOut = j.page.locator('#sign-out');
        await signOut.click();
        await heading(account, 'Sign in').waitFor();
        await signOut.waitFor({ state: 'hidden' });
        assert.equal(await j.page.evaluate(() => localStorage.getItem('X-Api-User-Token')), null);

        // A sign-in link by e-mail; the sandbox outbox holds it.
        await account.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
        await account.getByLabel('E-mail', { exact: true }).fill(email);
        await account.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
        await account.getByRole('status').filter({ hasText: 'We sent you an e-mail' }).waitFor();
        const outbox = await api<{ messages: { kind: string; token: string; link: string }[] }>(
          'v6/sandbox/outbox',
          { email, kind: 'one_time_token' },
        );
        const mail = outbox.messages[0];
        assert.ok(mail, `a one_time_token e-mail to ${email}`);
        assert.equal(mail.link, `/sign-in?one_time_token=${mail.token}`);

        // The link, on this page: /sign-in?one_time_token=… is the account's sign-in view with its values.
        const link = new URL(mail.link, partnerOrigin);
        await j.page.goto(`${partnerOrigin}/account.html?view=sign-in&${link.searchParams}`);
        await heading(account, 'My bookings').waitFor();
        await signOut.waitFor();
        assert.equal(
          await j.page.evaluate(() => Boolean(localStorage.getItem('X-Api-User-Token'))),
          true,
          'signed in',
        );
        assert.match(await shadowText(account), /You have no upcoming bookings/);
        assert.deepEqual(j.pageErrors, [], 'no uncaught errors on the page');
      } finally {
        await j.context.close();
      }
    },
  );
});
