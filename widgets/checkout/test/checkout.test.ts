import { expect } from 'chai';
import { getBus } from '../../../src/core/bus';
import { getSession } from '../../../src/core/session';
import { until } from '../../../tests/support/dom';
import {
  asUser,
  axeViolations,
  button,
  cardFieldsReady,
  cardFrameDoc,
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
  total,
  waitText,
} from './helpers';

describe('teetime-checkout: signed in with a saved card', () => {
  before(loadAll);
  afterEach(cleanup);

  it('prepares, shows the summary, pays with the default card and confirms (DOM event + bus)', async () => {
    const base = scenario('saved');
    const found = await findTeeTime(base, { qty: 2 });
    await signIn(base, 'golfer@example.com');
    const { box, el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
      players: 2,
      'prepayment-rule-id': found.prepaymentRuleId,
    });
    await waitText(el, 'Total');
    await until(() => text(el).includes('VISA •••• 4242'), 'saved cards');
    expect(text(el)).to.match(/2 players/);
    expect(text(el)).to.include('Booking fee');
    expect(text(el)).to.include('Sandbox checkout');
    expect(field(el, 'VISA •••• 4242').checked).to.equal(true);
    expect(await axeViolations(box)).to.deep.equal([]);

    const events: unknown[] = [];
    const busEvents: unknown[] = [];
    el.addEventListener('teetime-booking-confirmed', (e) => events.push((e as CustomEvent).detail));
    const off = getBus().on('teetime-booking-confirmed', (d) => busEvents.push(d));
    const amount = total(el);
    button(el, `Pay ${amount}`).click();
    await waitText(el, "You're booked!");
    off();
    expect(events).to.have.length(1);
    const detail = events[0] as { reservationId: string; courseId: string; total: number; currency: string };
    expect(detail.courseId).to.equal(found.courseId);
    expect(detail.reservationId).to.match(/^res_/);
    expect(`$${detail.total.toFixed(2)}`).to.equal(amount);
    expect(detail.currency).to.equal('USD');
    expect(busEvents).to.deep.equal(events);
    expect(text(el)).to.include('VISA •••• 4242');
    expect(await axeViolations(box)).to.deep.equal([]);
    // The confirmation heading takes focus.
    await until(() => el.shadowRoot!.activeElement?.tagName === 'H2', 'focus on the confirmation heading');
  });

  it('asks an anonymous buyer to sign in, or to check out as a guest', async () => {
    const base = scenario('gate');
    const found = await findTeeTime(base);
    const { box, el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'Sign in to book');
    expect(await axeViolations(box)).to.deep.equal([]);
    button(el, 'Sign in').click();
    await until(() => el.shadowRoot!.querySelector('dialog')?.open, 'sign-in dialog');
    el.shadowRoot!.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    button(el, 'Check out as a guest').click();
    await waitText(el, 'Your details');
    expect(field(el, 'E-mail').type).to.equal('email');
  });

  it('signs in through the shared dialog, then prepares with the saved cards', async () => {
    const base = scenario('dialog');
    const found = await findTeeTime(base);
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'Sign in to book');
    button(el, 'Sign in').click();
    await until(() => el.shadowRoot!.querySelector('dialog')?.open, 'sign-in dialog');
    fill(el, { 'E-mail': 'golfer@example.com', Password: 'teetime-demo-1' });
    await new Promise((r) => requestAnimationFrame(r));
    el.shadowRoot!.querySelector<HTMLButtonElement>('dialog button[type=submit]')!.click();
    await waitText(el, 'VISA •••• 4242');
    expect(text(el)).to.include('Rewards points');
  });

  it('formats dates and prices in its locale', async () => {
    const base = scenario('locale');
    const found = await findTeeTime(base);
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
      'is-guest': true,
      locale: 'fr-FR',
    });
    await waitText(el, 'Your details');
    expect(total(el)).to.match(/^\d+,\d\d\s\$US$/);
  });

  it('opens from the picker’s sticky teetime-checkout-start message', async () => {
    const base = scenario('bus');
    const found = await findTeeTime(base);
    getBus().emit('teetime-checkout-start', {
      courseId: found.courseId,
      teeTimeId: found.teeTimeId,
      players: 1,
      isGuest: true,
    });
    const { el } = await mountCheckout({ 'api-base': base });
    await waitText(el, 'Your details');
    expect(total(el)).to.match(/^\$/);
    getBus().clear('teetime-checkout-start');
  });

  it('asks for missing profile fields before paying (profile-completion gate)', async () => {
    const base = scenario('profile');
    const found = await findTeeTime(base);
    await signIn(base, 'newbie@example.com');
    const { box, el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'Complete your profile');
    expect(text(el)).not.to.include('Pay with');
    // Every country of v6/countries is offered, the United States chosen.
    const country = () => field(el, 'Country') as unknown as HTMLSelectElement;
    await until(() => country().options.length === 43, 'all 43 countries');
    expect(country().value).to.equal('US');
    expect([...country().options].map((o) => o.text)).to.include.members(['Canada', 'United Kingdom']);
    expect(await axeViolations(box)).to.deep.equal([]);
    button(el, 'Save and continue').click();
    await until(() => /required/.test(text(el)), 'required errors');
    for (const label of ['First name', 'Last name', 'Zip code']) {
      try {
        fill(el, { [label]: label === 'Zip code' ? '80202' : 'Nina' });
      } catch {
        // Only the missing fields are asked for.
      }
    }
    button(el, 'Save and continue').click();
    await waitText(el, 'Pay with');
    const me = await (await asUser(base, 'newbie@example.com')).get('v6/users');
    expect(me.user.isProfileComplete).to.equal(true);
    // The page's session holds the completed profile too (other widgets see it without a reload).
    expect(getSession().get().user!.addressZipcode).to.equal('80202');
  });

  it('checks the card before sending: plain-words errors under the fields, nothing typed lost', async () => {
    const base = scenario('cardfields');
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
    const sent: string[] = [];
    // Calls from the page and from the card frame (its own window).
    const windows = [window, cardFrameDoc(el)!.defaultView!] as (Window & typeof globalThis)[];
    const realFetches = windows.map((w) => w.fetch);
    windows.forEach((w, i) => {
      w.fetch = (input, init) => {
        if (init?.method === 'POST') sent.push(String(input));
        return realFetches[i]!.call(w, input, init);
      };
    });
    try {
      // As a new user tried it (issue 13): no card number, the expiry not as MM/YY.
      fill(el, { Expiry: '12/34/5', CVV: '12' });
      fill(el, { 'Name on card': 'Gary Golfer' });
      button(el, /^Pay /).click();
      await until(() => errorOf(el, 'Card number'), 'number error');
      expect(errorOf(el, 'Card number')).to.equal('Enter the card number.');
      expect(errorOf(el, 'Expiry')).to.equal('Enter the expiry date as MM/YY, e.g. 08/29.');
      expect(errorOf(el, 'CVV')).to.equal(
        'Enter the 3-digit security code (CVV) from the back of your card.',
      );
      expect(errorOf(el, 'Name on card')).to.equal('');
      await waitText(el, 'Please check the highlighted fields.');
      expect(text(el)).not.to.match(/Invalid (key|type)|Expected|received/);
      // Focus goes to the first field in error: the card number, inside the card frame.
      await until(
        () =>
          el.shadowRoot!.activeElement?.tagName === 'IFRAME' &&
          cardFrameDoc(el)!.activeElement === field(el, 'Card number'),
        'focus on the card number',
      );
      expect(field(el, 'Card number').getAttribute('aria-invalid')).to.equal('true');
      // What was typed stays, formatted as MM/YY as it was typed (not read as a month and a year).
      expect(field(el, 'Expiry').value).to.equal('12/345');
      expect(field(el, 'Name on card').value).to.equal('Gary Golfer');
      // A number that fails the Luhn check, a month already past.
      fill(el, {
        'Card number': '4242 4242 4242 4241',
        Expiry: `01/${String(new Date().getFullYear() - 1).slice(2)}`,
        CVV: '123',
      });
      button(el, /^Pay /).click();
      await until(() => errorOf(el, 'Card number').includes('not valid'), 'Luhn error');
      expect(errorOf(el, 'Expiry')).to.equal('This card has expired. Use a card that is still valid.');
      expect(errorOf(el, 'CVV')).to.equal('');
      expect(sent.filter((u) => /card_tokens|credit_cards|v6\/reservations\//.test(u))).to.deep.equal([]);
      // Only the frame itself is heard: a message from any other window changes nothing.
      const frame = el.shadowRoot!.querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!;
      window.postMessage({ source: 'teetime-card-fields', type: 'resize', height: 3 }, '*');
      await new Promise((r) => setTimeout(r, 100));
      expect(frame.getBoundingClientRect().height).to.be.greaterThan(80);
    } finally {
      windows.forEach((w, i) => (w.fetch = realFetches[i]!));
    }
  });

  it('offers weather protection at checkout where the brand and the course have it, with its price', async () => {
    const base = scenario('insurance-offer');
    const found = await findTeeTime(base, { insurance: true });
    await signIn(base, 'golfer@example.com');
    const { el, box } = await mountCheckout({
      'api-base': base,
      brand: 'coastal-fairways',
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'VISA •••• 4242');
    await until(() => el.shadowRoot!.querySelector('[data-testid=insurance-offer]'), 'insurance offer', 8000);
    expect(text(el)).to.match(/Weather protection.*about \$\d+\.\d\d for this booking/);
    expect(await axeViolations(box)).to.deep.equal([]);
    await cleanup();
    // A course without insurance: no offer.
    const plainCourse = await findTeeTime(base, { insurance: false });
    await signIn(base, 'golfer@example.com');
    const plain = await mountCheckout({
      'api-base': base,
      brand: 'coastal-fairways',
      'course-id': plainCourse.courseId,
      'tee-time-id': plainCourse.teeTimeId,
    });
    await waitText(plain.el, 'VISA •••• 4242');
    await new Promise((r) => setTimeout(r, 300));
    expect(text(plain.el)).to.not.include('Weather protection');
  });
});
