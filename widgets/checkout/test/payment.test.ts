import { expect } from 'chai';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  apiFor,
  asUser,
  axeViolations,
  button,
  cardFieldsReady,
  cleanup,
  errorOf,
  field,
  fill,
  findTeeTime,
  loadAll,
  mountCheckout,
  scenario,
  signIn,
  text,
  waitText,
  openGuestCheckout,
} from './helpers';

const CARD = {
  Expiry: `12/${String(new Date().getFullYear() + 3).slice(2)}`,
  CVV: '123',
  'Name on card': 'Pat Guest',
  'Zip code': '80202',
};

describe('teetime-checkout: guests, declined cards and paying twice', () => {
  before(loadAll);
  afterEach(cleanup);

  it('guest checkout: server-checked e-mail, guest card, guest payment, confirmation by access token', async () => {
    const base = scenario('guest');
    const found = await findTeeTime(base);
    const { box, el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
      'is-guest': true,
    });
    await waitText(el, 'Your details');
    await cardFieldsReady(el);
    // Guests have no saved cards: a new card is the only method without wallets, so there is
    // no choice to make (no one-option radio group) and the card fields show at once.
    expect(el.shadowRoot!.querySelector('input[type=radio]')).to.equal(null);
    expect(text(el)).not.to.include('Pay with');
    expect(await axeViolations(box)).to.deep.equal([]);
    // Digits get the numeric keyboard; the e-mail field the e-mail one; autofill knows each field.
    expect(['Card number', 'Expiry', 'CVV'].map((l) => field(el, l).inputMode)).to.deep.equal([
      'numeric',
      'numeric',
      'numeric',
    ]);
    expect(['Card number', 'Expiry', 'CVV', 'Zip code'].map((l) => field(el, l).autocomplete)).to.deep.equal([
      'cc-number',
      'cc-exp',
      'cc-csc',
      'postal-code',
    ]);
    expect(field(el, 'E-mail').type).to.equal('email');
    fill(el, {
      'E-mail': 'pat@mailinator.com',
      'First name': 'Pat',
      'Last name': 'Guest',
      'Card number': '4242424242424242',
      ...CARD,
    });
    await nextFrame();
    button(el, /^Pay /).click();
    await until(() => errorOf(el, 'E-mail'), 'e-mail error from the server');
    expect(field(el, 'Card number').value).to.equal('4242 4242 4242 4242');
    fill(el, { 'E-mail': 'pat@example.com' });
    await nextFrame();
    const confirmed = new Promise<CustomEvent>((r) =>
      el.addEventListener('teetime-booking-confirmed', (e) => r(e as CustomEvent)),
    );
    // The card number stays in the frame: the page hears only a token, brand and last four.
    const heard: string[] = [];
    const listen = (e: MessageEvent) => heard.push(JSON.stringify(e.data));
    window.addEventListener('message', listen);
    const sent: string[] = [];
    const { answers } = await spyAnswers(/guests\/reservations/, async () => {
      const realFetch = window.fetch;
      window.fetch = (input, init) => {
        sent.push(`${String(input)} ${String(init?.body ?? '')}`);
        return realFetch(input, init);
      };
      try {
        button(el, /^Pay /).click();
        await waitText(el, "You're booked!");
      } finally {
        window.fetch = realFetch;
      }
    });
    window.removeEventListener('message', listen);
    expect(heard.some((m) => m.includes('"type":"token"') && m.includes('"lastFour":"4242"'))).to.equal(true);
    expect([...heard, ...sent].filter((m) => /4242\s*4242\s*4242\s*4242|"cvv"/.test(m))).to.deep.equal([]);
    expect(sent.some((m) => /guests\/reservations .*"gateway_token"/.test(m))).to.equal(true);
    const { reservationId } = (await confirmed).detail as { reservationId: string };
    const accessToken = (answers[0] as { receipt: { access_token: string } }).receipt.access_token;
    expect(await axeViolations(box)).to.deep.equal([]);

    // The booking-confirmations variant: reachable with the reservation's access token only.
    await apiFor(base).get(`v6/reservations/${reservationId}`, { params: { accessToken } });
    const other = await mountCheckout({
      'api-base': base,
      'reservation-id': reservationId,
      'access-token': accessToken,
    });
    await waitText(other.el, "You're booked!");
    const stranger = await mountCheckout({
      'api-base': base,
      'reservation-id': reservationId,
      'access-token': 'wrong',
    });
    await waitText(stranger.el, 'Reservation not found');
  });

  it('a declined card keeps everything typed except the card number and CVV (guest)', async () => {
    const { el } = await openGuestCheckout('declined');
    const failed = new Promise<CustomEvent>((r) =>
      el.addEventListener('teetime-booking-failed', (e) => r(e as CustomEvent)),
    );
    fill(el, {
      'E-mail': 'pat@example.com',
      'First name': 'Pat',
      'Last name': 'Guest',
      'Card number': '4000000000000002',
      ...CARD,
    });
    await nextFrame();
    button(el, /^Pay /).click();
    await waitText(el, 'Your card was declined.');
    expect((await failed).detail).to.include({ status: 402, message: 'Your card was declined.' });
    // The card frame clears the card number and CVV (a message to it, so a moment later).
    await until(() => field(el, 'Card number').value === '', 'card number cleared');
    expect(field(el, 'CVV').value).to.equal('');
    for (const [label, value] of Object.entries({
      'E-mail': 'pat@example.com',
      'First name': 'Pat',
      'Last name': 'Guest',
      ...CARD,
    })) {
      if (label !== 'CVV') expect(field(el, label).value, label).to.equal(value);
    }
    // A good card on the same preparation books.
    fill(el, { 'Card number': '5555555555554444', CVV: '123' });
    await nextFrame();
    button(el, /^Pay /).click();
    await waitText(el, "You're booked!");
  });

  it('a declined saved card shows the gateway message (signed in)', async () => {
    const base = scenario('declined-saved');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'VISA •••• 0002');
    field(el, 'VISA •••• 0002').click();
    button(el, /^Pay /).click();
    await waitText(el, 'Your card was declined.');
    expect(text(el)).not.to.include("You're booked!");
  });

  it('a new card for a signed-in buyer is saved and pays', async () => {
    const base = scenario('newcard');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'New card');
    field(el, 'New card').click();
    await waitText(el, 'Card details');
    await cardFieldsReady(el);
    fill(el, { 'Card number': '378282246310005', ...CARD, CVV: '1234' });
    await nextFrame();
    button(el, /^Pay /).click();
    await waitText(el, "You're booked!");
    expect(text(el)).to.include('AMEX •••• 0005');
  });

  it('a double click books once', async () => {
    const base = scenario('double');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'VISA •••• 4242');
    const pay = button(el, /^Pay /);
    pay.click();
    pay.click();
    pay.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await waitText(el, "You're booked!");
    const golfer = await asUser(base, 'golfer@example.com');
    const { reservations } = await golfer.get('v6/reservations');
    expect(reservations).to.have.length(1);
  });

  it('a retry after a network error reuses the preparation and books once', async () => {
    const base = scenario('retry');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'VISA •••• 4242');
    const realFetch = window.fetch;
    let dropped = 0;
    // The first payment reaches the server (and books), but its answer is lost.
    window.fetch = async (input, init) => {
      const answer = await realFetch(input, init);
      if (dropped === 0 && init?.method === 'POST' && /\/v6\/reservations\/[\w-]+$/.test(String(input))) {
        dropped++;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    };
    try {
      button(el, /^Pay /).click();
      await waitText(el, 'Network error');
      expect(dropped).to.equal(1);
      button(el, /^Pay /).click();
      await waitText(el, "You're booked!");
    } finally {
      window.fetch = realFetch;
    }
    const golfer = await asUser(base, 'golfer@example.com');
    const { reservations } = await golfer.get('v6/reservations');
    expect(reservations).to.have.length(1);
  });
});

/** Records the JSON answers of calls whose URL matches `pattern` while `run` runs. */
export async function spyAnswers<T>(
  pattern: RegExp,
  run: () => Promise<T>,
): Promise<{ result: T; answers: unknown[] }> {
  const realFetch = window.fetch;
  const answers: unknown[] = [];
  window.fetch = async (input, init) => {
    const answer = await realFetch(input, init);
    if (pattern.test(String(input))) answers.push(await answer.clone().json());
    return answer;
  };
  try {
    return { result: await run(), answers };
  } finally {
    window.fetch = realFetch;
  }
}
