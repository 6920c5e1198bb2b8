import { expect } from 'chai';
import { createApiClient } from '../../../src/core/apiClient';
import type { TeetimeEventMap } from '../../../src/core/events';
import { getSession } from '../../../src/core/session';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  buttons,
  courseIds,
  findOffer,
  isoDay,
  loadPicker,
  root,
  slotButtons,
  timeLabel,
  until,
  waitForHeading,
  type Offer,
  type SandboxTeeTime,
} from './support';

// Spec 01 §4: when every provider's prepare of a tee time fails with the booking-limit code (or
// all fail), the error page is shown. The picker soft-prepares each offer of the slot: a golfer
// who already holds the course's limit that day sees the booking-limit page in the offers step,
// not offers that would each fail at checkout.
const scenario = `picker-offers-failed-${Date.now().toString(36)}`;
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);
const bookable = (t: SandboxTeeTime) =>
  !t.is_sold_out && t.rate_type !== 'member' && t.provider.code !== 'sandbox-glitch';
const listButtons = (el: Element) => buttons(el, 'ul[aria-label=Offers] button');
const text = (el: Element) => root(el).textContent ?? '';

let offer: Offer;

describe('<teetime-picker> offers that all fail their check', () => {
  before(async function () {
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
    await getSession().signIn(api, { email: 'golfer@example.com', password: 'teetime-demo-1' });
    for (const courseId of await courseIds(scenario)) {
      const o = await findOffer(scenario, courseId, date, (tts) => tts.some(bookable)).catch(() => null);
      if (!o) continue;
      // Two other tee times of that course and day, booked by the golfer: the course's limit.
      const { teeTimes } = await api.get(`v6/tee_times/at/${courseId}/tee_times`, {
        params: { date, qty: 1 },
      });
      const others = teeTimes.filter(
        (t) =>
          !t.isSoldOut &&
          t.rateType !== 'member' &&
          t.provider.code !== 'sandbox-glitch' &&
          !o.teeTimes.some((x) => x.id === t.id),
      );
      if (others.length < 2) continue;
      const { creditCards } = await api.get('v6/credit_cards');
      for (const t of others.slice(0, 2)) {
        const prep = await api.post(`v6/tee_times/${t.id}/reservations/prepare`, {
          teeTimeId: t.id,
          qty: 1,
        });
        await api.post(`v6/reservations/${prep.authToken}`, { creditCardId: creditCards[0]!.id });
      }
      offer = o;
      break;
    }
    expect(offer, 'a course with offers and two more tee times to book').to.not.equal(undefined);
  });
  after(async () => {
    if (getSession().get().user) await getSession().signOut();
  });
  afterEach(() => {
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
  });

  it('shows the booking-limit page in the offers step, tells the host, and goes back to the tee times', async () => {
    const failures: TeetimeEventMap['teetime-booking-failed'][] = [];
    const on = (e: Event) =>
      failures.push((e as CustomEvent<TeetimeEventMap['teetime-booking-failed']>).detail);
    document.addEventListener('teetime-booking-failed', on);
    try {
      const box = mount(
        `<teetime-picker api-base="${base}" course-id="${offer.courseId}" date="${date}"></teetime-picker>`,
      );
      const el = box.querySelector('teetime-picker')!;
      await until(() => slotButtons(el).length > 0, 'time slots', 8000);
      slotButtons(el)
        .find((b) => b.textContent!.includes(timeLabel(offer.timeSlot)))!
        .click();
      await waitForHeading(el, 'Choose a rate');
      await until(() => buttons(el, 'ul button').length > 0, 'rates', 8000);
      buttons(el, 'ul button')[offer.rateIndex]!.click();
      await waitForHeading(el, 'Choose a provider');
      const page = await until(
        () => root(el).querySelector('[data-testid=offers-failed]'),
        'the booking-limit page',
        8000,
      );
      expect(page.getAttribute('role')).to.equal('alert');
      expect(page.textContent).to.include('You have reached the booking limit');
      // No offer is left to click into a checkout that would only fail.
      expect(listButtons(el)).to.have.length(0);
      await until(() => failures.length, 'teetime-booking-failed');
      expect(failures[0]).to.include({ courseId: offer.courseId, status: 10002 });
      expect(await axeViolations(el)).to.deep.equal([]);
      [...page.querySelectorAll('button')].find((b) => b.textContent === 'Choose another tee time')!.click();
      await waitForHeading(el, 'Tee times on');
      expect(text(el)).to.not.include('You have reached the booking limit');
    } finally {
      document.removeEventListener('teetime-booking-failed', on);
    }
  });
});
