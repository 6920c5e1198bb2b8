import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { loadScript, mount, shadowOf } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  buttons,
  isoDay,
  slotButtons,
  timeLabel,
  until,
  waitForHeading,
  type Offer,
  type SandboxTeeTime,
  loadPicker,
  findOffers,
} from './support';

// The picker's guest preparation handed over to <teetime-checkout>: the checkout uses it while
// it is the same booking and fresh, and prepares only when it is not.
const scenario = 'picker-handover';
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);
const CHECKOUT_EMBED = '/dist/embed/teetime-checkout.js';
const open = (t: SandboxTeeTime) => !t.is_sold_out;
const several = (tts: SandboxTeeTime[]) =>
  new Set(tts.filter(open).map((t) => t.provider.code)).size > 1 &&
  open(tts[0]!) &&
  tts[0]!.instant_booking &&
  !tts[0]!.allow_booking_redirect;
const listButtons = (el: Element) => buttons(el, 'ul button');
const checkoutText = (el: Element) => shadowOf(el).textContent ?? '';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let offer: Offer;

/** Counts the prepare requests (POST …/reservations/prepare) the page sends. */
function countPrepares() {
  const real = window.fetch;
  const calls: { url: string; body: string }[] = [];
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/reservations\/prepare$/.test(url) && (init?.method ?? 'GET').toUpperCase() === 'POST')
      calls.push({ url, body: String(init?.body ?? '') });
    return real(input, init);
  };
  return { calls, restore: () => (window.fetch = real) };
}

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

async function bookAsGuest(el: Element) {
  await until(() => slotButtons(el).length > 0, 'time slots', 8000);
  await until(() => getSession().get().restored, 'session restored');
  slotButtons(el)
    .find((b) => b.textContent!.includes(timeLabel(offer.timeSlot)))!
    .click();
  await waitForHeading(el, 'Choose a rate');
  await until(() => listButtons(el).length > 0, 'rates', 8000);
  listButtons(el)[offer.rateIndex]!.click();
  await waitForHeading(el, 'Choose a provider');
  await until(() => listButtons(el).length > 0, 'providers', 8000);
  listButtons(el)[0]!.click();
  await waitForHeading(el, 'Sign in to book');
  button(el, 'Continue as guest').click();
}

describe('<teetime-picker> hands its guest preparation to <teetime-checkout>', () => {
  before(async function () {
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    await loadScript(CHECKOUT_EMBED);
    [offer] = (await findOffers(scenario, date, several)) as [Offer];
    expect(offer, 'a course with several providers').to.not.equal(undefined);
  });
  beforeEach(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('teetime:flow-tokens') || key === 'teetime:checkout') sessionStorage.removeItem(key);
  });
  afterEach(() => {
    document.querySelectorAll('teetime-picker, teetime-checkout').forEach((n) => n.parentElement?.remove());
  });

  it('the checkout reuses the fresh preparation: one prepare request for the whole booking', async () => {
    const prepares = countPrepares();
    try {
      const { picker, checkout, box } = page();
      await bookAsGuest(picker);
      await until(() => checkoutText(checkout).includes('Your details'), 'the checkout', 8000);
      await pause(500);
      expect(prepares.calls).to.have.length(1);
      expect(JSON.parse(prepares.calls[0]!.body)).to.include({ qty: 1, is_guest: true });
      expect(sessionStorage.getItem('teetime:checkout'), 'the hand-over is used once').to.equal(null);
      expect(await axeViolations(box)).to.deep.equal([]);
    } finally {
      prepares.restore();
    }
  });

  it('a hand-over that is stale, or of other players, is not used: the checkout prepares', async () => {
    const teeTimeId = offer.teeTimes[0]!.tee_time_id;
    const stale = (over: Record<string, unknown>) =>
      sessionStorage.setItem(
        'teetime:checkout',
        JSON.stringify({
          teeTimeId,
          players: 1,
          prepaymentRuleId: offer.teeTimes[0]!.prepayment_rule_id ?? null,
          preparedAt: Date.now(),
          expiresAt: null,
          preparation: { authToken: 'stale-token', pricing: { total: 1 } },
          ...over,
        }),
      );
    for (const over of [{ preparedAt: Date.now() - 3 * 60 * 1000 }, { players: 2 }]) {
      stale(over);
      const prepares = countPrepares();
      try {
        const box = mount(
          `<teetime-checkout api-base="${base}" course-id="${offer.courseId}" tee-time-id="${teeTimeId}"
            players="1" is-guest${offer.teeTimes[0]!.prepayment_rule_id ? ` prepayment-rule-id="${offer.teeTimes[0]!.prepayment_rule_id}"` : ''}></teetime-checkout>`,
        );
        const checkout = box.querySelector('teetime-checkout')!;
        await until(() => checkoutText(checkout).includes('Your details'), 'the checkout', 8000);
        expect(prepares.calls, JSON.stringify(over)).to.have.length(1);
        expect(sessionStorage.getItem('teetime:checkout')).to.equal(null);
        box.remove();
      } finally {
        prepares.restore();
      }
    }
  });
});
