import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { formatDate, formatPrice, formatTime } from '../../../src/domain/format';
import { loadScript, until } from '../../../tests/support/dom';
import {
  EMBED,
  account,
  active,
  asUser,
  axeViolations,
  book,
  button,
  cleanup,
  field,
  hasButton,
  heading,
  root,
  scenario,
  signIn,
  tabTo,
  text,
  type,
  waitText,
} from './sandboxHelpers';

const reservation = async (api: Awaited<ReturnType<typeof asUser>>, id: string) =>
  (await api.get(`v6/reservations/${id}`)).reservation;
const items = (el: Element) => [...root(el).querySelectorAll('li button')].map((b) => b.textContent ?? '');
const tabs = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[role=tab]')];

describe('<teetime-account> bookings', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanup);

  it('lists upcoming bookings latest tee-off first, with course, local date and time, players, total and status', async function () {
    this.timeout(30000);
    const base = scenario('list');
    const golfer = await asUser(base, 'golfer@example.com');
    const first = await book(golfer, { days: 2 });
    const second = await book(golfer, { days: 4, skip: 1, qty: 2 });
    const [a, b] = [await reservation(golfer, first.id), await reservation(golfer, second.id)];
    await signIn(base);
    const { el, moves } = account(base, 'bookings', { status: 'upcoming' });
    await until(() => items(el).length === 2, 'two bookings', 8000);
    // Tee-off time, latest first: the one four days ahead leads.
    expect(items(el)[0]).to.include(b.course.name);
    for (const [i, r] of [b, a].entries()) {
      const item = items(el)[i]!;
      expect(item).to.include(`${formatDate(r.date)} at ${formatTime(r.teeOffAtLocal)}`);
      expect(item).to.include(`${r.qty} ${r.qty === 1 ? 'player' : 'players'}`);
      expect(item).to.include(formatPrice(r.pricing.total));
      expect(item).to.include('Upcoming');
    }
    expect(text(el)).to.include('Tee-off times are local to each course.');
    // A real tablist: upcoming is tab 0 and selected, past is tab 1; the panel is labelled by its tab.
    const [up, past] = tabs(el);
    expect(root(el).querySelector('[role=tablist]') !== null).to.equal(true);
    expect([up!.textContent, up!.getAttribute('aria-selected'), up!.tabIndex]).to.deep.equal([
      'Upcoming',
      'true',
      0,
    ]);
    expect([past!.textContent, past!.getAttribute('aria-selected'), past!.tabIndex]).to.deep.equal([
      'Past',
      'false',
      -1,
    ]);
    const panel = root(el).getElementById(up!.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).to.equal('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).to.equal(up!.id);
    expect(await axeViolations(el)).to.deep.equal([]);
    // The sort menu is as wide as its longest choice, not the whole column.
    const menu = field(el, 'Sort by') as unknown as HTMLSelectElement;
    expect(menu.getBoundingClientRect().width).to.be.within(120, 320);
    // Sorting by course name, A to Z then Z to A.
    const names = [a.course.name ?? '', b.course.name ?? ''].sort((x, y) => x.localeCompare(y));
    type(field(el, 'Sort by') as unknown as HTMLSelectElement, 'a-z');
    await until(() => items(el)[0]?.includes(names[0]!), 'a-z', 8000);
    type(field(el, 'Sort by') as unknown as HTMLSelectElement, 'z-a');
    await until(() => items(el)[0]?.includes(names[1]!), 'z-a', 8000);
    // Opening one goes to the booking.
    const top = names[1] === b.course.name ? b : a;
    root(el).querySelector<HTMLButtonElement>('li button')!.click();
    await until(() => heading(el) === 'Booking', 'booking screen', 8000);
    expect(moves.at(-1)).to.deep.equal({
      view: 'booking',
      params: { status: 'upcoming', id: top.id },
      path: `/my-account/bookings/upcoming/${top.id}`,
    });
    await waitText(el, top.course.name ?? '');
    await until(() => active(el)?.localName === 'h2', 'focus on the Booking heading');
    // Back again: the list's heading takes focus (the clicked button is gone).
    button(el, 'Back to my bookings').click();
    await until(() => items(el).length === 2, 'the list again', 8000);
    await until(() => active(el)?.textContent === 'My bookings', 'focus on the My bookings heading');
  });

  it('moves between tabs with the arrow keys; each tab has its empty state and next step; cancelled has a link, no tab', async function () {
    this.timeout(20000);
    const base = scenario('tabs');
    await signIn(base);
    const { el, moves } = account(base, 'bookings', { status: 'upcoming' });
    await waitText(el, 'You have no upcoming bookings.');
    // Nothing to sort: an empty list has no sort menu.
    expect(root(el).querySelector('select') === null).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Find a tee time').click();
    expect(moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/' });

    // Sent out (the host routes on), the element follows the session quietly: it shows the
    // account summary but never takes the page's focus (it would steal it from the next screen).
    await waitText(el, 'Sign out');
    expect(active(el)).to.equal(null);
    el.remove();

    const { el: el2, moves: moves2 } = account(base, 'bookings', { status: 'upcoming' });
    await waitText(el2, 'You have no upcoming bookings.');
    tabs(el2)[0]!.focus();
    await until(() => active(el2) === tabs(el2)[0], 'focus on the Upcoming tab');
    await sendKeys({ press: 'ArrowRight' });
    await waitText(el2, 'You have no past bookings yet.');
    expect(moves2.at(-1)!.path).to.equal('/my-account/bookings/past');
    await until(() => active(el2) === tabs(el2)[1], 'focus on the Past tab');
    expect(tabs(el2)[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(await axeViolations(el2)).to.deep.equal([]);
    await sendKeys({ press: 'Home' });
    await waitText(el2, 'You have no upcoming bookings.');
    await until(() => active(el2) === tabs(el2)[0], 'focus back on Upcoming');

    button(el2, 'Cancelled bookings').click();
    await waitText(el2, 'You have no cancelled bookings.');
    expect(moves2.at(-1)!.path).to.equal('/my-account/bookings/cancelled');
    expect(tabs(el2).map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['false', 'false']);
    expect(tabs(el2)[0]!.tabIndex).to.equal(0);
    expect(root(el2).querySelector('[role=tabpanel]') === null).to.equal(true);
    expect(await axeViolations(el2)).to.deep.equal([]);
    button(el2, 'See upcoming bookings').click();
    await waitText(el2, 'You have no upcoming bookings.');
  });

  it('shows an error with a retry when the list does not load, focusing the alert, then loads', async function () {
    this.timeout(20000);
    const base = scenario('list-error');
    await signIn(base);
    const realFetch = window.fetch;
    let failing = true;
    window.fetch = (input, init) =>
      failing && String(input instanceof Request ? input.url : input).includes('v6/reservations')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init);
    try {
      const { el } = account(base, 'bookings', { status: 'past' });
      await waitText(el, 'We could not load your bookings.');
      const alert = root(el).querySelector('[role=alert]')!;
      expect(alert.textContent).to.include('check your connection');
      await until(() => active(el)?.contains(alert), 'focus on the alert');
      failing = false;
      button(el, 'Try again').click();
      await waitText(el, 'You have no past bookings yet.');
      expect(root(el).querySelector('[role=alert]') === null).to.equal(true);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('lists played rounds under Past and opens them without change or cancel', async function () {
    // The sandbox clock is pinned, so no booking can pass its tee-off during a test: the answers
    // of a real booking are shown as the API answers a played one (status past, not cancellable).
    this.timeout(30000);
    const base = scenario('past');
    const golfer = await asUser(base, 'golfer@example.com');
    const { id, course } = await book(golfer);
    await signIn(base);
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const played = url.includes('status=past') && !url.includes('shared=true');
      const res = await realFetch(played ? url.replace('status=past', 'status=upcoming') : url, init);
      if (!played && !url.includes(`v6/reservations/${id}`)) return res;
      const body = JSON.stringify(await res.json())
        .replaceAll('"status":"upcoming"', '"status":"past"')
        .replaceAll('"is_cancellable":true', '"is_cancellable":false');
      return new Response(body, { status: res.status, headers: res.headers });
    };
    try {
      const { el } = account(base, 'bookings', { status: 'past' });
      await until(() => items(el).length === 1, 'one played round', 8000);
      expect(items(el)[0]).to.include(course.name);
      expect(items(el)[0]).to.include('Played');
      expect(tabs(el)[1]!.getAttribute('aria-selected')).to.equal('true');
      root(el).querySelector<HTMLButtonElement>('li button')!.click();
      await waitText(el, 'Confirmation number');
      expect(text(el)).to.match(/Status\s*Played/);
      expect(hasButton(el, 'Cancel booking')).to.equal(false);
      expect(root(el).querySelector('select') === null).to.equal(true);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('shows a booking’s details, adds and removes its Google Wallet pass, and says when a booking is not found', async function () {
    this.timeout(30000);
    const base = scenario('details');
    const golfer = await asUser(base, 'golfer@example.com');
    const { id } = await book(golfer, { qty: 2 });
    const r = await reservation(golfer, id);
    await signIn(base);
    const { el } = account(base, 'booking', { status: 'upcoming', id });
    await waitText(el, 'Confirmation number');
    const shown = text(el);
    for (const part of [
      r.course.name,
      formatTime(r.teeOffAtLocal),
      '2 players',
      'Visa ending in 4242',
      formatPrice(r.pricing.total),
      'Upcoming',
    ])
      expect(shown).to.include(part);
    expect(root(el).querySelector('a[href^="tel:"]') !== null).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);

    // This browser is not an Apple device: the Google Wallet pass.
    button(el, 'Add to Google Wallet').click();
    await waitText(el, 'Save to Google Wallet');
    const link = root(el).querySelector<HTMLAnchorElement>('a[target=_blank]')!;
    expect(link.href).to.match(/^https:\/\/pay\.google\.com\//);
    await until(() => active(el) === link, 'focus on the pass link');
    button(el, 'Remove the pass').click();
    await until(() => hasButton(el, 'Add to Google Wallet'), 'pass removed');

    const missing = account(base, 'booking', { status: 'upcoming', id: 'res_nope' });
    await waitText(missing.el, 'Reservation not found.');
    expect(root(missing.el).querySelector('[role=alert]')!.textContent).to.include('Reservation not found.');
    expect(await axeViolations(missing.el)).to.deep.equal([]);
  });

  it('fetches the Apple Wallet pass on Apple devices and revokes its object URL on removal', async function () {
    this.timeout(30000);
    const base = scenario('apple');
    const golfer = await asUser(base, 'golfer@example.com');
    const { id } = await book(golfer);
    await signIn(base);
    Object.defineProperty(navigator, 'userAgentData', { value: { platform: 'macOS' }, configurable: true });
    const revoked: string[] = [];
    const realRevoke = URL.revokeObjectURL;
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      realRevoke(url);
    };
    try {
      const { el } = account(base, 'booking', { status: 'upcoming', id });
      await waitText(el, 'Confirmation number');
      button(el, 'Add to Apple Wallet').click();
      await waitText(el, 'Open the pass in Apple Wallet');
      const link = root(el).querySelector<HTMLAnchorElement>('a[download]')!;
      expect(link.href).to.match(/^blob:/);
      const pass = await (await fetch(link.href)).json();
      expect(pass.serialNumber ?? pass.serial_number).to.equal(id);
      button(el, 'Remove the pass').click();
      await until(() => hasButton(el, 'Add to Apple Wallet'), 'pass removed');
      expect(revoked).to.deep.equal([link.href]);
      expect(root(el).querySelector('a[download]') === null).to.equal(true);
      await until(() => active(el) === button(el, 'Add to Apple Wallet'), 'focus back on Add');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).userAgentData;
      URL.revokeObjectURL = realRevoke;
    }
  });

  it('changes the players in two steps: the price difference, then paying it with a chosen saved card', async function () {
    this.timeout(30000);
    const base = scenario('change');
    const golfer = await asUser(base, 'golfer@example.com');
    const { id } = await book(golfer, { seats: 3 });
    const before = await reservation(golfer, id);
    await signIn(base);
    const { el } = account(base, 'booking', { status: 'upcoming', id });
    await waitText(el, 'Confirmation number');
    const qty = field(el, 'Number of players') as unknown as HTMLSelectElement;
    const price = async () => {
      await until(() => !button(el, 'See the new price').disabled, 'a new number of players');
      button(el, 'See the new price').click();
    };

    // More players than the tee time has seats: the API's message.
    type(qty, '6');
    await price();
    await waitText(el, 'There was some issue updating the player.');
    await until(() => active(el)?.getAttribute('role') === 'alert', 'focus on the alert');

    type(qty, '2');
    await price();
    await waitText(el, 'You pay');
    const preview = await golfer.post(`v6/reservations/${id}/prepare`, { qty: 2 });
    const change = root(el).querySelector('[data-testid=price-change]')!.textContent!;
    expect(change).to.include(`New total for 2 players: ${formatPrice(preview.preview.total)}`);
    expect(change).to.include(`(now ${formatPrice(before.pricing.total)})`);
    expect(change).to.include(`You pay ${formatPrice(preview.preview.difference)} more.`);
    await waitText(el, 'Visa ending in 0002');
    const radios = [...root(el).querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((x) => [x.value, x.checked])).to.deep.equal([
      ['card_demo_1', true],
      ['card_demo_2', false],
    ]);
    expect(await axeViolations(el)).to.deep.equal([]);

    // The declined card: the gateway's words, nothing changed.
    radios[1]!.click();
    button(el, 'Change to 2 players').click();
    await waitText(el, 'Your card was declined.');
    expect((await reservation(golfer, id)).qty).to.equal(1);

    // The card deleted meanwhile: the API's modification message.
    radios[1]!.click();
    await golfer.delete('v6/credit_cards/card_demo_2');
    button(el, 'Change to 2 players').click();
    await waitText(el, 'There was some issue modifying the booking.');

    radios[0]!.click();
    button(el, 'Change to 2 players').click();
    await waitText(el, 'Your booking is now for 2 players.');
    await until(() => /Players\s*2 players/.test(text(el)), 'details show 2 players', 8000);
    expect((await reservation(golfer, id)).qty).to.equal(2);
    await waitText(el, formatPrice(preview.preview.total));
  });

  it('cancels with the keyboard alone in a modal dialog, saying the refund before and after, then takes optional feedback', async function () {
    this.timeout(30000);
    const base = scenario('cancel');
    const golfer = await asUser(base, 'golfer@example.com');
    const { id, course } = await book(golfer);
    // Two days ahead, refundable: cancelling now gives back all that was paid.
    const paid = formatPrice((await reservation(golfer, id)).pricing.total);
    const refund = `Refund: ${paid} back to the card or wallet you paid with.`;
    await signIn(base);
    const { el } = account(base, 'booking', { status: 'upcoming', id });
    await waitText(el, 'Confirmation number');
    // The policy in plain words: until when, course time.
    expect(text(el)).to.match(
      /Cancellation: Free cancellation until \w{3}, \w{3} \d+ at \d+:\d\d [AP]M course time/,
    );
    root(el).querySelector<HTMLElement>('h2')!.focus();
    await tabTo(el, (e) => e.textContent === 'Cancel booking', 'Cancel booking');
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => root(el).querySelector('dialog[open]'), 'dialog open');
    expect(dialog.textContent).to.include(course.name);
    expect(dialog.textContent).to.include(refund);
    expect(await axeViolations(el)).to.deep.equal([]);
    // Escape keeps the booking.
    await sendKeys({ press: 'Escape' });
    await until(() => !root(el).querySelector('dialog[open]'), 'dialog closed');
    await until(() => active(el)?.textContent === 'Cancel booking', 'focus back on Cancel booking');
    await sendKeys({ press: 'Enter' });
    await until(() => root(el).querySelector('dialog[open]'), 'dialog open again');
    await tabTo(el, (e) => e.textContent === 'Yes, cancel it', 'Yes, cancel it');
    // The feedback field never shows under the still-open modal (inert: typing would not reach it).
    let underModal: boolean | undefined;
    const watch = new MutationObserver(() => {
      if (underModal === undefined && root(el).querySelector('textarea'))
        underModal = !!root(el).querySelector('dialog[open]');
    });
    watch.observe(root(el), { childList: true, subtree: true });
    await sendKeys({ press: 'Enter' });
    await waitText(el, 'Your booking is cancelled.');
    watch.disconnect();
    expect(underModal, 'the feedback field shown under the open dialog').to.equal(false);
    await until(
      () => active(el)?.textContent === `Your booking is cancelled. ${refund}`,
      'focus on the notice',
    );
    await until(() => /Status\s*Cancelled/.test(text(el)), 'refetched as cancelled', 8000);
    // The booking keeps what was given back.
    expect(text(el)).to.include(`Refund${refund}`);
    expect(hasButton(el, 'Cancel booking')).to.equal(false);
    expect(hasButton(el, 'See the new price')).to.equal(false);
    expect(await axeViolations(el)).to.deep.equal([]);

    // The optional feedback: a support ticket on the reservation.
    await tabTo(el, (e) => e.localName === 'textarea', 'the feedback field');
    await sendKeys({ type: 'Plans changed, sorry.' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitText(el, 'Thank you, we have your feedback.');

    button(el, 'Back to my bookings').click();
    await until(() => items(el).length === 1, 'the cancelled list', 8000);
    expect(items(el)[0]).to.include(course.name);
    expect(items(el)[0]).to.include('Cancelled');
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['false', 'false']);
  });

  it('shows weather protection to the golfer who bought it', async function () {
    this.timeout(30000);
    const base = scenario('insurance');
    const golfer = await asUser(base, 'golfer@example.com');
    const { id } = await book(golfer, { insurance: true });
    const { quote } = await golfer.get(`v6/eventual_insurance/reservations/${id}/quote`);
    await golfer.post(`v6/eventual_insurance/reservations/${id}/purchase`, {
      quoteId: quote.quoteId,
      creditCardId: 'card_demo_1',
    });
    await signIn(base);
    const { el } = account(base, 'booking', { status: 'upcoming', id });
    await until(() => root(el).querySelector('[data-testid=insurance]'), 'insurance summary', 8000);
    expect(root(el).querySelector('[data-testid=insurance]')!.textContent).to.include(
      `Covered for ${formatPrice(quote.coverage)}`,
    );
    expect(text(el)).to.include(`You paid ${formatPrice(quote.premium)} with your Visa ending in 4242`);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('lists a booking shared with the golfer and shows it read-only', async function () {
    this.timeout(30000);
    const base = scenario('shared');
    const golfer = await asUser(base, 'golfer@example.com');
    const { id, course } = await book(golfer);
    const { invitations } = await golfer.post('v6/invitations', {
      reservationId: id,
      emails: ['member@example.com'],
    });
    const member = await asUser(base, 'member@example.com');
    await member.post(`v6/invitations/${invitations[0]!.id}/accept`);
    await signIn(base, 'member@example.com');
    const { el } = account(base, 'bookings', { status: 'upcoming' });
    await waitText(el, course.name);
    expect(items(el)[0]).to.include('Shared with you');
    root(el).querySelector<HTMLButtonElement>('li button')!.click();
    await waitText(el, 'shared this booking with you');
    expect(text(el)).to.include('Only the golfer who booked it can change or cancel it.');
    expect(hasButton(el, 'Cancel booking')).to.equal(false);
    expect(root(el).querySelector('select') === null).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
