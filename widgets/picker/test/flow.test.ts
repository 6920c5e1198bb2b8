import { expect } from 'chai';
import { captureAttribution } from '../../../src/core/attribution';
import { getBus } from '../../../src/core/bus';
import type { TeetimeEventMap } from '../../../src/core/events';
import { getSession } from '../../../src/core/session';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  buttons,
  courseIds,
  flowTokens,
  hasButton,
  heading,
  isoDay,
  findOffer,
  press,
  root,
  sandbox,
  slotButtons,
  tabTo,
  timeLabel,
  tracked,
  waitForHeading,
  type Offer,
  type SandboxTeeTime,
  until,
  loadPicker,
  findOffers,
} from './support';

// The steps: time slot → rate type → provider → checkout, the book click and the flow tokens.
const scenario = 'picker-flow';
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);
const open = (t: SandboxTeeTime) => !t.is_sold_out;
/** Several providers and an instant-booking, non-redirect offer first: no skip, no new window. */
const several = (tts: SandboxTeeTime[]) =>
  new Set(tts.filter(open).map((t) => t.provider.code)).size > 1 &&
  open(tts[0]!) &&
  tts[0]!.instant_booking &&
  !tts[0]!.allow_booking_redirect;

let offer: Offer;
let placeholder: HTMLElement | null = null;

function picker(attrs = '') {
  const box = mount(
    `<teetime-picker api-base="${base}" course-id="${offer.courseId}" date="${date}" ${attrs}></teetime-picker>`,
  );
  return { box, el: box.querySelector('teetime-picker')! };
}
const slotButton = (el: Element, slot: string) => {
  const b = slotButtons(el).find((x) => x.textContent!.includes(timeLabel(slot)));
  if (!b) throw new Error(`no slot ${slot}`);
  return b;
};
const listButtons = (el: Element) => buttons(el, 'ul button');
const waitEvent = <K extends keyof TeetimeEventMap>(type: K) =>
  new Promise<TeetimeEventMap[K]>((resolve) =>
    document.addEventListener(type, (e) => resolve((e as CustomEvent<TeetimeEventMap[K]>).detail), {
      once: true,
    }),
  );

async function toProviders(el: Element, o: Offer) {
  await until(() => slotButtons(el).length > 0, 'time slots', 8000);
  slotButton(el, o.timeSlot).click();
  await waitForHeading(el, 'Choose a rate');
  await until(() => listButtons(el).length > 0, 'rates', 8000);
  listButtons(el)[o.rateIndex]!.click();
}

describe('<teetime-picker> booking steps', () => {
  before(async function () {
    // The sandbox look-ups below make many calls: more than the default 10 s on a busy machine.
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    [offer] = (await findOffers(scenario, date, several)) as [Offer];
  });
  beforeEach(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('teetime:flow-tokens')) sessionStorage.removeItem(key);
    // A checkout element on the page: the picker hands over instead of navigating.
    placeholder = document.body.appendChild(document.createElement('teetime-checkout'));
  });
  afterEach(async () => {
    placeholder?.remove();
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
    if (getSession().get().user) await getSession().signOut();
  });

  it('runs by keyboard alone, as a guest: focus follows each step, axe-clean, checkout starts', async () => {
    const { box, el } = picker();
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    await until(() => getSession().get().restored, 'session restored');
    const checkout = waitEvent('teetime-checkout-start');
    const select = waitEvent('teetime-tee-time-select');
    await tabTo(el, (e) => e.textContent?.includes(timeLabel(offer.timeSlot)) === true, 'the time slot');
    await press('Enter');
    await waitForHeading(el, 'Choose a rate');
    await until(() => listButtons(el).length > 0, 'rates', 8000);
    await until(() => root(el).activeElement?.tagName === 'H3', 'focus on the step heading');
    expect(await axeViolations(box)).to.deep.equal([]);
    await tabTo(el, (e) => e === listButtons(el)[offer.rateIndex], 'the rate');
    await press('Enter');
    await waitForHeading(el, 'Choose a provider');
    await until(() => listButtons(el).length > 0, 'providers', 8000);
    await until(() => root(el).activeElement?.tagName === 'H3', 'focus on the step heading');
    // Provider order: instant booking first, then the named providers, then the rest (as the API orders them).
    expect(listButtons(el).map((b) => b.querySelector('[data-provider]')!.textContent)).to.deep.equal(
      offer.teeTimes.map((t) => t.provider.name),
    );
    expect(await axeViolations(box)).to.deep.equal([]);
    await tabTo(el, (e) => e === listButtons(el)[0], 'the first provider');
    await press('Enter');
    await waitForHeading(el, 'Sign in to book');
    expect(await axeViolations(box)).to.deep.equal([]);
    await tabTo(el, (e) => e.textContent === 'Continue as guest', 'continue as guest');
    await press('Enter');
    const first = offer.teeTimes[0]!;
    const expected = {
      courseId: offer.courseId,
      teeTimeId: first.tee_time_id,
      players: 1,
      date,
      ...(first.prepayment_rule_id ? { prepaymentRuleId: first.prepayment_rule_id } : {}),
      isGuest: true,
      // The offer chosen, for the checkout's preparation (spec 01 §7).
      provider: first.provider.code,
      sourceProvider: (first as typeof first & { source_provider: { code: string } }).source_provider.code,
      ...(first.reservation_url ? { reservationUrl: first.reservation_url } : {}),
    };
    expect(await checkout).to.deep.equal(expected);
    expect(getBus().last('teetime-checkout-start')).to.deep.equal(expected);
    expect(await select).to.include({
      courseId: offer.courseId,
      teeTimeId: first.tee_time_id,
      date,
      rateType: offer.rateType,
    });
    await waitForHeading(el, 'On to checkout');
    expect(flowTokens(offer.courseId).checkout!.url).to.include(
      `teeTimeId=${encodeURIComponent(first.tee_time_id)}`,
    );
    for (const name of ['teeTimeClicked', 'rateTypeClicked', 'providerClicked'])
      expect(tracked(name).at(-1), name).to.include({ courseId: offer.courseId, date });
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('keeps the steps in the flow tokens: Back goes one step back, an earlier change clears the later ones, a reload restores', async () => {
    let { el, box } = picker();
    await toProviders(el, offer);
    await waitForHeading(el, 'Choose a provider');
    await until(() => flowTokens(offer.courseId).provider?.authToken, 'provider token', 8000);
    const t = flowTokens(offer.courseId);
    expect(t.teeTimes!.authToken).to.be.a('string');
    expect(t.rateTypes!.url).to.include(`timeSlot=${encodeURIComponent(offer.timeSlot)}`);
    expect(t.provider!.url).to.include(`rateType=${offer.rateType}`);
    box.remove();
    ({ el, box } = picker());
    await waitForHeading(el, 'Choose a provider');
    button(el, 'Back to rates').click();
    await waitForHeading(el, 'Choose a rate');
    await until(() => root(el).activeElement?.tagName === 'H3', 'focus on the step heading');
    expect(flowTokens(offer.courseId).provider).to.deep.equal({ authToken: null, url: null });
    expect(flowTokens(offer.courseId).rateTypes!.url).to.include(
      `timeSlot=${encodeURIComponent(offer.timeSlot)}`,
    );
    button(el, 'Back to tee times').click();
    await waitForHeading(el, 'Tee times on');
    expect(flowTokens(offer.courseId).rateTypes).to.deep.equal({ authToken: null, url: null });
    await until(() => slotButtons(el).length > 1, 'slots', 8000);
    const other = slotButtons(el).find((b) => !b.textContent!.includes(timeLabel(offer.timeSlot)))!;
    other.click();
    await waitForHeading(el, 'Choose a rate');
    expect(flowTokens(offer.courseId).rateTypes!.url).not.to.include(
      `timeSlot=${encodeURIComponent(offer.timeSlot)}`,
    );
    expect(flowTokens(offer.courseId).provider!.url).to.equal(null);
  });

  it('skips the provider step when one provider offers the slot and does not redirect', async () => {
    const single = await findOffer(
      scenario,
      offer.courseId,
      date,
      (tts) =>
        new Set(tts.filter(open).map((t) => t.provider.code)).size === 1 &&
        tts.every((t) => !t.allow_booking_redirect),
    );
    const { el } = picker();
    await toProviders(el, single);
    await waitForHeading(el, 'Sign in to book');
    const provider = single.teeTimes.find(open)!.provider.name;
    expect(root(el).querySelector('.tt-panel')!.textContent, 'no provider on the sign-in').not.to.include(
      provider,
    );
    // The offers were never shown: back goes to the rates the golfer came from.
    button(el, 'Continue as guest').click();
    await waitForHeading(el, 'On to checkout');
    expect(root(el).textContent).to.include(provider);
    expect(hasButton(el, 'Back to the offers')).to.equal(false);
    button(el, 'Back to rates').click();
    await waitForHeading(el, 'Choose a rate');
  });

  it('opens a link-off reservation in a new window with the utm and rwg values in snake_case', async () => {
    const linkOff = await findOffer(scenario, offer.courseId, date, (tts) =>
      tts.some((t) => open(t) && t.allow_booking_redirect && !!t.reservation_url),
    );
    captureAttribution('https://partner.test/?utm_source=news&utm_campaign=fall&rwg_token=abc', Date.now(), {
      courseId: offer.courseId,
    });
    const realOpen = window.open;
    const opened: string[] = [];
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    try {
      const { el } = picker();
      await toProviders(el, linkOff);
      await waitForHeading(el, 'Choose a provider');
      await until(() => listButtons(el).length > 0, 'providers', 8000);
      button(el, 'Books on the course site').click();
      await waitForHeading(el, 'Sign in to book');
      button(el, 'Continue as guest').click();
      await waitForHeading(el, 'Finish booking on the course site');
      const url = new URL(opened[0]!);
      const t = linkOff.teeTimes.find((x) => open(x) && x.allow_booking_redirect)!;
      expect(url.origin + url.pathname).to.equal(
        new URL(t.reservation_url!).origin + new URL(t.reservation_url!).pathname,
      );
      expect(url.searchParams.get('utm_source')).to.equal('news');
      expect(url.searchParams.get('utm_campaign')).to.equal('fall');
      expect(url.searchParams.get('rwg_token')).to.equal('abc');
      expect(url.searchParams.get('rwg_course_id')).to.equal(offer.courseId);
    } finally {
      window.open = realOpen;
      localStorage.removeItem('teetime:attribution');
    }
  });

  it('signs in from the book click with the shared dialog, then starts checkout as the user', async () => {
    const { box, el } = picker();
    await toProviders(el, offer);
    await until(() => listButtons(el).length > 0, 'providers', 8000);
    listButtons(el)[0]!.click();
    await waitForHeading(el, 'Sign in to book');
    button(el, 'Sign in').click();
    const dialog = await until(() => root(el).querySelector('dialog[open]'), 'dialog');
    expect(await axeViolations(box)).to.deep.equal([]);
    const field = (label: string) => {
      const l = [...dialog.querySelectorAll('label')].find((x) => x.textContent?.trim() === label)!;
      const input = root(el).getElementById(l.getAttribute('for')!) as HTMLInputElement;
      return input;
    };
    const type = (input: HTMLInputElement, v: string) => {
      input.value = v;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(field('E-mail'), 'golfer@example.com');
    type(field('Password'), 'teetime-demo-1');
    const checkout = waitEvent('teetime-checkout-start');
    dialog.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    expect(await checkout).to.include({ courseId: offer.courseId, isGuest: false });
    await waitForHeading(el, 'On to checkout');
  });

  it('follows the checkout-url template when no <teetime-checkout> is on the page', async () => {
    placeholder?.remove();
    const { el } = picker(
      'checkout-url="#picker-checkout/{courseId}/{teeTimeId}/{players}/{date}" players="2"',
    );
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const two = await sandbox<{ tee_times: SandboxTeeTime[] }>(
      scenario,
      `v6/tee_times/at/${offer.courseId}/tee_times`,
      {
        date,
        qty: 2,
        time_slot: offer.timeSlot,
        rate_type: offer.rateType,
      },
    );
    await toProviders(el, offer);
    await until(() => listButtons(el).length > 0, 'providers', 8000);
    const first = listButtons(el).find((b) => !b.disabled)!;
    const index = listButtons(el).indexOf(first);
    first.click();
    await waitForHeading(el, 'Sign in to book');
    button(el, 'Continue as guest').click();
    const id = two.tee_times[index]!.tee_time_id;
    await until(
      () =>
        location.hash ===
        `#picker-checkout/${offer.courseId}/${encodeURIComponent(id)}/2/${date}?isGuest=true`,
      'hash',
    );
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('books an anchored tee time without asking to sign in, and checkout starts anchored', async () => {
    const { el } = picker('is-anchored-tee-time');
    await toProviders(el, offer);
    await until(() => listButtons(el).length > 0, 'providers', 8000);
    const checkout = waitEvent('teetime-checkout-start');
    listButtons(el)
      .find((b) => !b.disabled)!
      .click();
    expect(await checkout).to.include({ courseId: offer.courseId, isAnchoredTeeTime: true, isGuest: false });
    await waitForHeading(el, 'On to checkout');
  });

  it("re-runs the search when checkout reports 'Authorization Failed' for the course, and only then", async () => {
    const { el } = picker();
    await toProviders(el, offer);
    await until(() => listButtons(el).length > 0, 'providers', 8000);
    const step = heading(el);
    // Count the time-slot searches the picker sends from here on.
    const realFetch = window.fetch;
    let groupsCalls = 0;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/tee_time_groups/at/')) groupsCalls++;
      return realFetch(input, init);
    };
    try {
      // A declined card (or another course) leaves the steps alone.
      getBus().emit('teetime-booking-failed', {
        courseId: offer.courseId,
        message: 'Your card was declined.',
      });
      getBus().emit('teetime-booking-failed', { courseId: 'other', message: 'Authorization Failed' });
      await new Promise((r) => setTimeout(r, 100));
      expect(heading(el)).to.equal(step);
      expect(groupsCalls).to.equal(0);
      getBus().emit('teetime-booking-failed', { courseId: offer.courseId, message: 'Authorization Failed' });
      await waitForHeading(el, `Tee times on`);
      await until(() => slotButtons(el).length > 0, 'time slots again', 8000);
      expect(groupsCalls).to.be.greaterThan(0);
    } finally {
      window.fetch = realFetch;
    }
    expect(root(el).textContent).to.include('Your booking session with the course expired');
    expect(flowTokens(offer.courseId).rateTypes?.url ?? null).to.equal(null);
    slotButton(el, offer.timeSlot).click();
    await waitForHeading(el, 'Choose a rate');
    expect(root(el).textContent).to.not.include('Your booking session with the course expired');
  });

  it('tracks a best-deal click and goes straight to its providers', async function () {
    this.timeout(60000);
    // A course and day with best deals (featured tee times), searched across the scenario's
    // courses and the coming week, and required: the test always runs.
    let day = '';
    let courseId = '';
    for (const id of [offer.courseId, ...(await courseIds(scenario))]) {
      for (let i = 1; i < 7 && !day; i++) {
        const g = await sandbox<{ featured_tee_times: unknown[] }>(scenario, `v6/tee_time_groups/at/${id}`, {
          date: isoDay(i),
          include_featured: 'true',
        });
        if (g.featured_tee_times.length) {
          day = isoDay(i);
          courseId = id;
        }
      }
      if (day) break;
    }
    expect(day, 'a day with best deals').not.to.equal('');
    const box = mount(
      `<teetime-picker api-base="${base}" course-id="${courseId}" date="${day}"></teetime-picker>`,
    );
    const el = box.querySelector('teetime-picker')!;
    await until(() => root(el).querySelector('h4')?.textContent === 'Best deals', 'best deals', 8000);
    listButtons(el)[0]!.click();
    await waitForHeading(el, 'Choose a provider');
    expect(tracked('bestDealClicked').at(-1)).to.include({ courseId: courseId, date: day });
  });

  it('opens the course a search or deals widget selected when it has no course-id', async () => {
    const box = mount(`<teetime-picker api-base="${base}"></teetime-picker>`);
    const el = box.querySelector('teetime-picker')!;
    await until(() => root(el).textContent?.includes('Choose a course'), 'no course yet');
    getBus().emit('teetime-course-select', { courseId: offer.courseId, date });
    const course = await sandbox<{ course: { name: string } }>(scenario, `v6/courses/${offer.courseId}`);
    await until(
      () => root(el).querySelector('h2')?.textContent === course.course.name,
      'course opened',
      8000,
    );
    getBus().clear('teetime-course-select');
    expect(heading(el)).to.match(/^Tee times on/);
  });
});
