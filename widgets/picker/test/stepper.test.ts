import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { bestPriceIndex, partyTotal } from '../../../src/domain/booking/bookingTotals';
import { orderProviders } from '../../../src/domain/booking/providerOrder';
import { formatDate, formatPrice } from '../../../src/domain/format';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  buttons,
  courseIds,
  heading,
  isoDay,
  root,
  sandbox,
  slotButtons,
  timeLabel,
  until,
  waitForHeading,
  type SandboxTeeTime,
  loadPicker,
} from './support';

// Issue 15 items 1, 2, 3, 7, 13: the stepper (aria-current="step", done steps go back), focus and
// scroll to each step, totals for 2 players beside the price per player, the best offer marked with
// the provider secondary, and the page's checkout scrolled into view after the hand-over.
const scenario = 'picker-stepper';
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);
const players = 2;
const usd = (n: number) => formatPrice(n);

interface Found {
  courseId: string;
  timeSlot: string;
  rateIndex: number;
  rateName: string;
  teeTimes: SandboxTeeTime[];
}

/** A slot and rate for 2 players with several providers, the first one checking out here. */
async function findForTwo(): Promise<Found> {
  for (const courseId of await courseIds(scenario)) {
    const groups = await sandbox<{ tee_time_groups: { time_slot: string }[] }>(
      scenario,
      `v6/tee_time_groups/at/${courseId}`,
      { date, qty: players },
    );
    for (const g of groups.tee_time_groups.slice(0, 8)) {
      const q = { date, qty: players, time_slot: g.time_slot };
      const rates = await sandbox<{ rate_types: { rate_type: string; name: string }[] }>(
        scenario,
        `v6/tee_time_groups/at/${courseId}/rate_types`,
        q,
      );
      for (const [rateIndex, r] of rates.rate_types.entries()) {
        const { tee_times } = await sandbox<{ tee_times: SandboxTeeTime[] }>(
          scenario,
          `v6/tee_times/at/${courseId}/tee_times`,
          { ...q, rate_type: r.rate_type },
        );
        const list = orderProviders(
          tee_times.map((t) => ({
            ...t,
            instantBooking: t.instant_booking,
            allowBookingRedirect: t.allow_booking_redirect,
          })),
        );
        const open = list.filter((t) => !t.is_sold_out);
        if (
          new Set(open.map((t) => t.provider.code)).size > 1 &&
          !list[0]!.is_sold_out &&
          !list[0]!.allow_booking_redirect
        )
          return { courseId, timeSlot: g.time_slot, rateIndex, rateName: r.name, teeTimes: list };
      }
    }
  }
  throw new Error('no slot with several providers for 2 players');
}

const steps = (el: Element) => [...root(el).querySelectorAll('ol[aria-label="Booking steps"] > li')];
const current = (el: Element) =>
  steps(el)
    .filter((li) => li.getAttribute('aria-current') === 'step')
    .map((li) => li.textContent);
const done = (el: Element) => buttons(el, 'ol[aria-label="Booking steps"] button');
const options = (el: Element) => buttons(el, 'ul button');
const visible = (e: Element) => e.getClientRects().length > 0;

/**
 * Every visible control at least 44 px tall and wide, nothing wider than the 390 px screen, the
 * stepper: the step to go back to and this one, whole ("Step n of 4", never clipped to "Step 4 of").
 */
function fitsPhone(el: Element) {
  const shown = steps(el).filter(visible);
  expect(shown.at(-1)!.getAttribute('aria-current'), 'the current step last').to.equal('step');
  expect(shown.length, 'at most the step before and this one').to.be.at.most(2);
  const here = shown.at(-1) as HTMLElement;
  // Its text and "Step n of 4" fit its box (nothing cut off at its edge), inside the screen.
  expect(here.scrollWidth, 'the current step whole').to.be.at.most(here.clientWidth + 1);
  expect(here.getBoundingClientRect().right, 'the current step on the screen').to.be.at.most(391);
  expect(here.dataset.n, 'its number').to.equal(String(steps(el).indexOf(here) + 1));
  expect(getComputedStyle(here, '::after').content, '"Step n of 4"').to.match(
    /^"Step " attr\(data-n\) " of 4"$|^"Step \d of 4"$/,
  );
  for (const c of [...root(el).querySelectorAll('button, select, input, summary')].filter(visible)) {
    const r = c.getBoundingClientRect();
    expect(r.height, `${c.textContent} height`).to.be.at.least(44);
    expect(r.width, `${c.textContent} width`).to.be.at.least(44);
  }
  expect(document.documentElement.scrollWidth, 'no horizontal overflow').to.be.at.most(390);
  for (const n of root(el).querySelectorAll('*'))
    expect(n.getBoundingClientRect().right, `${n.localName} inside the screen`).to.be.at.most(391);
}

describe('<teetime-picker> booking flow: stepper, totals, offers, hand-over', () => {
  let found: Found;
  let checkout: HTMLElement;
  before(async function () {
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    found = await findForTwo();
  });
  beforeEach(async () => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('teetime:flow-tokens')) sessionStorage.removeItem(key);
    await setViewport({ width: 390, height: 844 });
  });
  afterEach(async () => {
    checkout?.parentElement?.remove();
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
    if (getSession().get().user) await getSession().signOut();
  });
  after(() => setViewport({ width: 800, height: 600 }));

  function picker() {
    const box = mount(
      `<teetime-picker api-base="${base}" course-id="${found.courseId}" date="${date}" players="${players}"></teetime-picker>`,
    );
    // The host's checkout, far down the page: the picker hands over to it instead of navigating.
    const below = document.body.appendChild(document.createElement('div'));
    below.innerHTML =
      '<div style="height: 2400px"></div><teetime-checkout style="display:block;height:300px"></teetime-checkout>';
    checkout = below.querySelector('teetime-checkout')!;
    return { box, el: box.querySelector('teetime-picker')! };
  }

  it('steps with aria-current="step", shows each choice, totals for 2 players and the best offer; goes back from done steps', async function () {
    this.timeout(30000);
    const { box, el } = picker();
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    expect(steps(el).map((li) => li.textContent)).to.deep.equal(['Tee time', 'Rate', 'Offer', 'Checkout']);
    expect(current(el)).to.deep.equal(['Tee time']);
    expect(done(el)).to.have.length(0);
    expect(root(el).querySelector('h2')?.textContent, 'the full course header on the first step').to.be.a(
      'string',
    );

    const slot = slotButtons(el).find((b) => b.textContent!.includes(timeLabel(found.timeSlot)))!;
    slot.click();
    await waitForHeading(el, 'Choose a rate');
    await until(() => root(el).activeElement === root(el).querySelector('h3'), 'focus on the rate heading');
    expect(current(el)).to.deep.equal(['Rate']);
    expect(done(el).map((b) => b.textContent)).to.deep.equal([
      `Tee time: ${formatDate(date)}, ${timeLabel(found.timeSlot)} Change`,
    ]);
    // The course collapses to one line and the date strip goes: the step starts near the top.
    expect(root(el).querySelector('h2'), 'no course header').to.equal(null);
    expect(root(el).querySelector('[role=group][aria-label=Date]'), 'no date strip').to.equal(null);
    expect(root(el).querySelector('h3')!.getBoundingClientRect().top).to.be.below(260);
    await until(() => options(el).length > 0, 'rates', 8000);
    for (const b of options(el)) {
      expect(b.textContent).to.include('per player');
      expect(b.textContent).to.match(/\$[\d,.]+ for 2 players/);
      // Tiles like the tee times': the name, then the bold price per player under it (not far right).
      const [name, price] = [b.querySelector('b')!, b.querySelector('b + span > strong')!];
      expect(price.textContent).to.match(/^\$[\d,.]+(–\$[\d,.]+)?$/);
      expect(Number(getComputedStyle(price).fontWeight)).to.be.at.least(600);
      expect(price.getBoundingClientRect().left - name.getBoundingClientRect().left).to.be.below(2);
      expect(price.getBoundingClientRect().top).to.be.above(name.getBoundingClientRect().top);
    }
    fitsPhone(el);
    expect(await axeViolations(box)).to.deep.equal([]);

    options(el)[found.rateIndex]!.click();
    await waitForHeading(el, 'Choose a provider');
    await until(() => options(el).length === found.teeTimes.length, 'offers', 8000);
    await until(() => root(el).activeElement === root(el).querySelector('h3'), 'focus on the offers heading');
    expect(current(el)).to.deep.equal(['Offer']);
    expect(done(el).map((b) => b.textContent)).to.deep.equal([
      `Tee time: ${formatDate(date)}, ${timeLabel(found.timeSlot)} Change`,
      `Rate: ${found.rateName} Change`,
    ]);
    // The offers in the spec's provider order; provider names on a small secondary line.
    const offers = options(el);
    expect(offers.map((b) => b.querySelector('[data-provider]')!.textContent)).to.deep.equal(
      found.teeTimes.map((t) => t.provider.name),
    );
    offers.forEach((b, i) => {
      const t = found.teeTimes[i]!;
      expect(
        b.querySelector('strong')!.textContent,
        'the main line is the offer, not the provider',
      ).not.to.include(t.provider.name);
      // Cart or walking leads; then the price per player, the party's total and its booking fee
      // ($1.99 per player in the sandbox), before the golfer leaves the offers.
      expect(b.querySelector('b')!.textContent).to.match(/^(Sold out · )?(Cart included|Walking)/);
      if (t.is_sold_out) return;
      expect(b.textContent).to.include(`${usd(t.price)} per player`);
      expect(b.textContent).to.include(
        `${usd(partyTotal(t.price, players))} for 2 players + ${usd(partyTotal(1.99, players))} booking fee`,
      );
    });
    const best = bestPriceIndex(found.teeTimes.map((t) => ({ price: t.price, isSoldOut: t.is_sold_out })));
    expect(offers.map((b) => b.textContent!.includes('Lowest price'))).to.deep.equal(
      offers.map((_, i) => i === best),
    );
    // Side by side: one list of offers, none filed away under another heading.
    expect(root(el).querySelectorAll('h4')).to.have.length(0);
    expect(new Set(offers.map((b) => b.closest('ul')))).to.have.property('size', 1);
    fitsPhone(el);
    expect(await axeViolations(box)).to.deep.equal([]);

    // A done step goes back to it.
    done(el)[1]!.click();
    await waitForHeading(el, 'Choose a rate');
    expect(current(el)).to.deep.equal(['Rate']);
    done(el)[0]!.click();
    await waitForHeading(el, 'Tee times');
    expect(current(el)).to.deep.equal(['Tee time']);
    expect(done(el)).to.have.length(0);
    await until(
      () => root(el).activeElement === root(el).querySelector('h3'),
      'focus on the tee-times heading',
    );
  });

  it('after "Continue as guest", scrolls the checkout on the page into view and says where it is', async function () {
    this.timeout(30000);
    const { el } = picker();
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    await until(() => getSession().get().restored, 'session restored');
    slotButtons(el)
      .find((b) => b.textContent!.includes(timeLabel(found.timeSlot)))!
      .click();
    await waitForHeading(el, 'Choose a rate');
    await until(() => options(el).length > 0, 'rates', 8000);
    options(el)[found.rateIndex]!.click();
    await waitForHeading(el, 'Choose a provider');
    await until(() => options(el).length === found.teeTimes.length, 'offers', 8000);
    options(el)[0]!.click();
    await waitForHeading(el, 'Sign in to book');
    expect(current(el)).to.deep.equal(['Checkout']);
    expect(done(el)[2]!.textContent).to.include(
      `${usd(partyTotal(found.teeTimes[0]!.price, players))} for 2 players`,
    );
    expect(checkout.getBoundingClientRect().top, 'checkout below the screen before').to.be.above(844);
    button(el, 'Continue as guest').click();
    await waitForHeading(el, 'On to checkout');
    await until(
      () => {
        const top = checkout.getBoundingClientRect().top;
        return top >= -1 && top < 844;
      },
      'the checkout scrolled into view',
      8000,
    );
    expect(root(el).textContent).to.include('Checkout is open below');
    expect(heading(el)).to.equal('On to checkout');
    // Back to the offers from the stepper's done step.
    done(el)[2]!.click();
    await waitForHeading(el, 'Choose a provider');
  });
});
