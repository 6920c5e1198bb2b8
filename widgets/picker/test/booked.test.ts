import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { loadScript, mount, nextFrame } from '../../../tests/support/dom';
import { cardFieldsReady } from '../../../tests/support/cardFrame';
import { button as checkoutButton, fill, waitText } from '../../../tests/support/checkoutPage';
import {
  axeViolations,
  button,
  buttons,
  heading,
  isoDay,
  root,
  slotButtons,
  timeLabel,
  until,
  waitForHeading,
  type Offer,
  type SandboxTeeTime,
  loadPicker,
  findOffers,
} from './support';

// Issue 31: a booking that closes. The golfer pays in the page's checkout; the picker goes back to
// its tee sheet and says what was booked, and nothing (a reload, coming back) reopens the paid offer.
const scenario = `picker-booked-${Date.now().toString(36)}`;
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);
const CHECKOUT_EMBED = '/dist/embed/teetime-checkout.js';
const CARD = {
  'E-mail': 'pat@example.com',
  'First name': 'Pat',
  'Last name': 'Guest',
  'Card number': '4242424242424242',
  Expiry: `12/${String(new Date().getFullYear() + 3).slice(2)}`,
  CVV: '123',
  'Name on card': 'Pat Guest',
  'Zip code': '80202',
};
const open = (t: SandboxTeeTime) => !t.is_sold_out;
/** An offer that checks out here (instant booking, no redirect) first among several providers. */
const several = (tts: SandboxTeeTime[]) =>
  new Set(tts.filter(open).map((t) => t.provider.code)).size > 1 &&
  open(tts[0]!) &&
  tts[0]!.instant_booking &&
  !tts[0]!.allow_booking_redirect;
const offers = (el: Element) => buttons(el, 'ul button');
const text = (el: Element) => root(el).textContent ?? '';

let offer: Offer;

function page() {
  const box = mount(
    `<teetime-picker api-base="${base}" course-id="${offer.courseId}" date="${date}"></teetime-picker>
     <teetime-checkout api-base="${base}"></teetime-checkout>`,
  );
  return {
    box,
    picker: box.querySelector('teetime-picker')!,
    checkout: box.querySelector('teetime-checkout')!,
  };
}

/** What a reload shows: a new picker of the same course on the same page. */
function reloadPicker(box: HTMLElement) {
  box.querySelector('teetime-picker')!.remove();
  box.insertAdjacentHTML(
    'afterbegin',
    `<teetime-picker api-base="${base}" course-id="${offer.courseId}" date="${date}"></teetime-picker>`,
  );
  return box.querySelector('teetime-picker')!;
}

describe('<teetime-picker> after the booking is paid', () => {
  before(async function () {
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    await loadScript(CHECKOUT_EMBED);
    [offer] = (await findOffers(scenario, date, several)) as [Offer];
    expect(offer, 'a course with several providers').to.not.equal(undefined);
  });
  afterEach(() => {
    document.querySelectorAll('teetime-picker, teetime-checkout').forEach((n) => n.parentElement?.remove());
  });

  it('pays as a guest, then the picker is back on its tee sheet: "Booked: …, 1 player — View booking"; a reload stays there', async function () {
    this.timeout(60000);
    const { box, picker, checkout } = page();
    await until(() => slotButtons(picker).length > 0, 'time slots', 8000);
    await until(() => getSession().get().restored, 'session restored');
    const time = timeLabel(offer.timeSlot);
    slotButtons(picker)
      .find((b) => b.textContent!.includes(time))!
      .click();
    await waitForHeading(picker, 'Choose a rate');
    await until(() => offers(picker).length > 0, 'rates', 8000);
    offers(picker)[offer.rateIndex]!.click();
    await waitForHeading(picker, 'Choose a provider');
    await until(() => offers(picker).length > 0, 'offers', 8000);
    offers(picker)[0]!.click();
    await waitForHeading(picker, 'Sign in to book');
    button(picker, 'Continue as guest').click();
    await waitForHeading(picker, 'On to checkout');
    const stored = `teetime:flow-tokens:${offer.courseId}`;
    expect(sessionStorage.getItem(stored), 'the steps are kept while checking out').to.not.equal(null);

    await waitText(checkout, 'Your details');
    await cardFieldsReady(checkout);
    fill(checkout, CARD);
    await nextFrame();
    checkoutButton(checkout, /^Pay /).click();
    await waitText(checkout, "You're booked!", 15000);

    // The picker closed the flow: its tee sheet, with one line saying what was booked.
    await until(() => root(picker).querySelector('[data-booked]'), 'the booked line', 8000);
    const line = root(picker).querySelector('[data-booked]')!;
    expect(line.textContent).to.equal(`Booked: ${time}, 1 player — View booking`);
    const link = line.querySelector('a')!;
    expect(link.textContent).to.equal('View booking');
    expect(new URL(link.href).pathname).to.match(/^\/booking-confirmations\/[\w-]+$/);
    expect(new URL(link.href).searchParams.get('accessToken'), "a guest's key to the booking").to.match(/\S/);
    expect(heading(picker)).to.match(/^Tee times on /);
    expect(text(picker)).not.to.include('On to checkout');
    expect(text(picker)).not.to.include('Go to checkout');
    // The course's steps are cleared: the tee sheet may keep its own token, no later step is stored.
    const steps = JSON.parse(sessionStorage.getItem(stored) ?? '{}') as Record<
      string,
      { url?: string | null }
    >;
    expect(['rateTypes', 'provider', 'checkout'].map((k) => steps[k]?.url ?? null)).to.deep.equal([
      null,
      null,
      null,
    ]);
    expect(await axeViolations(picker)).to.deep.equal([]);

    // A reload (the picker again, from the tab's storage) opens the tee sheet, not the paid offer.
    const again = reloadPicker(box);
    await until(() => slotButtons(again).length > 0, 'time slots after the reload', 8000);
    expect(heading(again)).to.match(/^Tee times on /);
    expect(text(again)).not.to.include('Choose a provider');
    expect(text(again)).not.to.match(/Book \$/);
  });
});
