import { expect } from 'chai';
import { readAttribution } from '../../../src/core/attribution';
import type { TeetimeEventMap } from '../../../src/core/events';
import { getSession } from '../../../src/core/session';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  buttons,
  flowTokens,
  isoDay,
  root,
  slotButtons,
  timeLabel,
  until,
  waitForHeading,
  type Offer,
  type SandboxTeeTime,
  openFilters,
  loadPicker,
  findOffers,
} from './support';

// The book click's guest preparation, the sign-in gate's event, flow tokens per course, the rwg
// course and the not-found page of a step.
const scenario = 'picker-booking';
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);
const open = (t: SandboxTeeTime) => !t.is_sold_out;
/** A bookable, instant-booking, non-redirect offer first among several providers: the gate shows. */
const several = (tts: SandboxTeeTime[]) =>
  new Set(tts.filter(open).map((t) => t.provider.code)).size > 1 &&
  open(tts[0]!) &&
  tts[0]!.instant_booking &&
  !tts[0]!.allow_booking_redirect;

let offer: Offer;
let other: Offer;
const listButtons = (el: Element) => buttons(el, 'ul button');
const text = (el: Element) => root(el).textContent ?? '';

function picker(o: Offer = offer) {
  const box = mount(
    `<teetime-picker api-base="${base}" course-id="${o.courseId}" date="${date}"></teetime-picker>`,
  );
  return { box, el: box.querySelector('teetime-picker')! };
}

async function toGate(el: Element, o: Offer = offer) {
  await until(() => slotButtons(el).length > 0, 'time slots', 8000);
  await until(() => getSession().get().restored, 'session restored');
  slotButtons(el)
    .find((b) => b.textContent!.includes(timeLabel(o.timeSlot)))!
    .click();
  await waitForHeading(el, 'Choose a rate');
  await until(() => listButtons(el).length > 0, 'rates', 8000);
  listButtons(el)[o.rateIndex]!.click();
  await waitForHeading(el, 'Choose a provider');
  await until(() => listButtons(el).length > 0, 'providers', 8000);
}

/** Records the calls whose URL matches `pattern`; `answer` may replace them. */
function spyFetch(pattern: RegExp, answer?: () => Response) {
  const real = window.fetch;
  const calls: { url: string; body: string }[] = [];
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (pattern.test(url)) {
      calls.push({ url, body: String(init?.body ?? '') });
      if (answer) return answer();
    }
    return real(input, init);
  };
  return { calls, restore: () => (window.fetch = real) };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function events<K extends keyof TeetimeEventMap>(type: K) {
  const list: TeetimeEventMap[K][] = [];
  const on = (e: Event) => list.push((e as CustomEvent<TeetimeEventMap[K]>).detail);
  document.addEventListener(type, on);
  return { list, stop: () => document.removeEventListener(type, on) };
}

describe('<teetime-picker> book click', () => {
  let placeholder: HTMLElement | null = null;
  before(async function () {
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    const found = await findOffers(scenario, date, several, 2);
    expect(found.length, 'two courses with several providers').to.equal(2);
    [offer, other] = found as [Offer, Offer];
  });
  beforeEach(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('teetime:flow-tokens')) sessionStorage.removeItem(key);
    placeholder = document.body.appendChild(document.createElement('teetime-checkout'));
  });
  afterEach(() => {
    placeholder?.remove();
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
  });

  it('the sign-in gate tells the host: teetime-sign-in-required with reason book and the tee time', async () => {
    const { el } = picker();
    const required = events('teetime-sign-in-required');
    try {
      await toGate(el);
      listButtons(el)[0]!.click();
      await waitForHeading(el, 'Sign in to book');
      await until(() => required.list.length, 'sign-in-required');
      expect(required.list).to.deep.equal([
        {
          reason: 'book',
          courseId: offer.courseId,
          teeTimeId: offer.teeTimes[0]!.tee_time_id,
          date,
          players: 1,
        },
      ]);
    } finally {
      required.stop();
    }
  });

  it('a guest prepares the tee time before checkout opens; the preparation token is the checkout flow token', async () => {
    const { el } = picker();
    const prepares = spyFetch(/\/reservations\/prepare$/);
    const started = events('teetime-checkout-start');
    try {
      await toGate(el);
      listButtons(el)[0]!.click();
      await waitForHeading(el, 'Sign in to book');
      button(el, 'Continue as guest').click();
      await until(() => started.list.length, 'checkout-start', 8000);
      expect(prepares.calls.length).to.equal(1);
      expect(prepares.calls[0]!.url).to.include(`/tee_times/${offer.teeTimes[0]!.tee_time_id}/`);
      // The offer chosen goes with the preparation and the hand-over (spec 01 §7).
      const chosen = offer.teeTimes[0] as SandboxTeeTime & { source_provider: { code: string } };
      expect(JSON.parse(prepares.calls[0]!.body)).to.include({
        qty: 1,
        is_guest: true,
        provider: chosen.provider.code,
        source_provider: chosen.source_provider.code,
      });
      expect(started.list[0]).to.include({
        courseId: offer.courseId,
        isGuest: true,
        provider: chosen.provider.code,
        sourceProvider: chosen.source_provider.code,
      });
      await waitForHeading(el, 'On to checkout');
      expect(flowTokens(offer.courseId).checkout!.authToken).to.be.a('string');
    } finally {
      prepares.restore();
      started.stop();
    }
  });

  it('a guest whose tee time is gone learns it in the picker: no checkout, the failure event', async () => {
    const { el, box } = picker();
    const prepares = spyFetch(/\/reservations\/prepare$/, () =>
      json(200, {
        prepared_tee_time: null,
        unavailable: true,
        message: 'This tee time is no longer available.',
      }),
    );
    const started = events('teetime-checkout-start');
    const failed = events('teetime-booking-failed');
    try {
      await toGate(el);
      listButtons(el)[0]!.click();
      await waitForHeading(el, 'Sign in to book');
      button(el, 'Continue as guest').click();
      await waitForHeading(el, 'This tee time cannot be booked');
      expect(text(el)).to.include('Someone else booked this tee time first');
      expect(started.list).to.deep.equal([]);
      expect(failed.list[0]).to.include({
        courseId: offer.courseId,
        teeTimeId: offer.teeTimes[0]!.tee_time_id,
      });
      expect(await axeViolations(box)).to.deep.equal([]);
      button(el, 'Back to the offers').click();
      await waitForHeading(el, 'Choose a provider');
    } finally {
      prepares.restore();
      started.stop();
      failed.stop();
    }
  });

  it('two pickers part-way through booking keep their own flow tokens, and each restores its own step', async () => {
    const a = picker(offer);
    const b = picker(other);
    await toGate(a.el, offer);
    await until(() => slotButtons(b.el).length > 0, 'time slots of the second course', 8000);
    slotButtons(b.el)
      .find((x) => x.textContent!.includes(timeLabel(other.timeSlot)))!
      .click();
    await waitForHeading(b.el, 'Choose a rate');
    expect(flowTokens(offer.courseId).provider!.url).to.include(`rateType=${offer.rateType}`);
    expect(flowTokens(other.courseId).rateTypes!.url).to.include(
      `timeSlot=${encodeURIComponent(other.timeSlot)}`,
    );
    expect(flowTokens(other.courseId).provider?.url ?? null).to.equal(null);
    a.box.remove();
    b.box.remove();
    const again = [picker(offer), picker(other)];
    await waitForHeading(again[0]!.el, 'Choose a provider');
    await waitForHeading(again[1]!.el, 'Choose a rate');
  });

  it("a Reserve-with-Google link on a partner's picker stores the picker's course as rwg_course_id", async () => {
    const page = location.pathname + location.search;
    for (const key of Object.keys(localStorage))
      if (key.startsWith('teetime:attribution')) localStorage.removeItem(key);
    history.replaceState(null, '', `${location.pathname}?rwg_token=rwg-partner-1`);
    try {
      picker();
      await until(() => readAttribution().rwg_course_id, 'rwg course stored');
      expect(readAttribution()).to.include({ rwg_token: 'rwg-partner-1', rwg_course_id: offer.courseId });
    } finally {
      history.replaceState(null, '', page);
    }
  });

  it('a 404 on the tee times is the not-found page, without a retry', async () => {
    const { el, box } = picker();
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const groups = spyFetch(/\/tee_time_groups\/at\/[^/]+\?/, () => json(404, { error: 'Course not found' }));
    try {
      (await openFilters(el)).find((b) => b.getAttribute('aria-pressed') === 'false')!.click();
      await until(() => root(el).querySelector('[data-testid=not-found]'), 'not-found page', 8000);
      expect(text(el)).not.to.include('Try again');
      expect(await axeViolations(box)).to.deep.equal([]);
    } finally {
      groups.restore();
    }
  });
});
