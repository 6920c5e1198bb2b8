import { expect } from 'chai';
import { until } from '../../../tests/support/dom';
import {
  asUser,
  axeViolations,
  bookByApi,
  button,
  cleanup,
  findTeeTime,
  loadAll,
  mountCheckout,
  scenario,
  signIn,
  text,
  waitText,
  openGuestCheckout,
} from './helpers';

/** Answers matching calls with `make()` (until it returns null) instead of the sandbox. */
function stubFetch(pattern: RegExp, make: (n: number) => Response | null) {
  const realFetch = window.fetch;
  let n = 0;
  window.fetch = async (input, init) => {
    if (pattern.test(String(input)) && init?.method !== 'GET') {
      const fake = make(n++);
      if (fake) return fake;
    }
    return realFetch(input, init);
  };
  return { restore: () => (window.fetch = realFetch), calls: () => n };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function failedEvents(el: Element) {
  const list: Array<{ status?: number; message: string }> = [];
  el.addEventListener('teetime-booking-failed', (e) => list.push((e as CustomEvent).detail));
  return list;
}

describe('teetime-checkout: the error catalogue', () => {
  before(loadAll);
  afterEach(cleanup);

  it('booking-limit-reached (10002) with the booking-failed event', async () => {
    const base = scenario('limit');
    const found = await findTeeTime(base);
    const golfer = await asUser(base, 'golfer@example.com');
    await bookByApi(golfer, found);
    await bookByApi(golfer, await findTeeTime(base, { sameCourse: found.courseId }));
    await signIn(base, 'golfer@example.com');
    const other = await findTeeTime(base, { sameCourse: found.courseId, skip: 2 });
    const { el, box } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': other.teeTimeId,
    });
    const events = failedEvents(el);
    await waitText(el, 'Booking limit reached');
    expect(await axeViolations(box)).to.deep.equal([]);
    await until(() => events.length === 1, 'failed event');
    expect(events[0]!.status).to.equal(10002);
  });

  it('not-allowed for a flagged user (10003)', async () => {
    const base = scenario('banned');
    const found = await findTeeTime(base);
    await signIn(base, 'banned@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'We cannot book this tee time for you');
    expect(text(el)).to.include('flagged by our site moderators');
  });

  it('not-available for a sold-out tee time, with recommended tee times that open a new checkout', async () => {
    const base = scenario('soldout');
    const found = await findTeeTime(base, { soldOut: true });
    const { el, box } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
      'is-guest': true,
    });
    await waitText(el, 'This tee time is no longer available');
    expect(el.shadowRoot!.querySelector('[data-failure]')!.getAttribute('data-failure')).to.equal(
      'not-available',
    );
    await waitText(el, 'Other tee times you may like');
    await waitText(el, 'Other courses nearby');
    expect(await axeViolations(box)).to.deep.equal([]);
    const courses = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-recommended=courses] button');
    expect(courses.length).to.be.within(1, 4);
    const selected = new Promise<{ courseId: string; date?: string }>((resolve) =>
      el.addEventListener('teetime-course-select', (e) => resolve((e as CustomEvent).detail), { once: true }),
    );
    courses[0]!.click();
    const course = await selected;
    expect(course.courseId).to.not.equal(found.courseId);
    expect(course.date).to.equal(found.date);
    expect(courses[0]!.textContent).to.not.equal('');
    const links = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-recommended=tee-times] button');
    expect(links.length).to.be.within(1, 4);
    links[0]!.click();
    await waitText(el, 'Your details');
  });

  it('a recommended course follows course-url when no picker is on the page', async () => {
    const base = scenario('soldout-url');
    const found = await findTeeTime(base, { soldOut: true });
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
      players: 2,
      'is-guest': true,
      'course-url': '#course/{courseId}/{date}/{players}',
    });
    await waitText(el, 'Other courses nearby');
    const first = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-recommended=courses] button')!;
    first.click();
    await until(() => location.hash.startsWith('#course/'), 'course-url');
    const [, courseId, date, players] = location.hash.split('/');
    history.replaceState(null, '', location.pathname + location.search);
    expect(courseId).to.not.equal(found.courseId);
    expect([date, players]).to.deep.equal([found.date, '2']);
  });

  it("'Authorization Failed': prepared again once, then the error state, the failure event for the picker, and Start again", async () => {
    const base = scenario('auth');
    const found = await findTeeTime(base);
    const expired = () =>
      json(422, { error: 'Authorization Failed', message: 'Authorization Failed', status_code: 422 });
    const stub = stubFetch(/reservations\/prepare$/, (n) => (n < 2 ? expired() : null));
    try {
      const { el, box } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      const events = failedEvents(el);
      await waitText(el, 'Your checkout expired');
      expect(stub.calls()).to.equal(2);
      expect(events.map((e) => e.message)).to.deep.equal(['Authorization Failed']);
      expect(events[0]).to.include({ courseId: found.courseId, teeTimeId: found.teeTimeId });
      expect(await axeViolations(box)).to.deep.equal([]);
      button(el, 'Start again').click();
      await waitText(el, 'Your details');
      expect(stub.calls()).to.equal(3);
    } finally {
      stub.restore();
    }
  });

  it('retries a provider glitch (retryTeeTime) once, then shows the tee-time error', async () => {
    const base = scenario('glitch');
    const found = await findTeeTime(base);
    const glitch = () =>
      json(422, {
        error: 'The provider did not answer in time.',
        status_code: 422,
        failure_steps: { retry_tee_time: true },
      });
    let stub = stubFetch(/reservations\/prepare$/, (n) => (n === 0 ? glitch() : null));
    try {
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'Your details');
      expect(stub.calls()).to.equal(2);
    } finally {
      stub.restore();
    }
    await cleanup();
    stub = stubFetch(/reservations\/prepare$/, () => glitch());
    try {
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'Something went wrong with this tee time');
      expect(stub.calls()).to.equal(2);
    } finally {
      stub.restore();
    }
  });

  it('11001 (time slot gone) and 11002 (membership needed) have their own views', async () => {
    const base = scenario('codes');
    const found = await findTeeTime(base);
    let stub = stubFetch(/reservations\/prepare$/, () =>
      json(422, {
        error: 'This time slot is no longer available.',
        status_code: 11001,
        code: 11001,
        time_slot: '07:30',
      }),
    );
    try {
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'The 07:30 time slot has passed');
    } finally {
      stub.restore();
    }
    await cleanup();
    stub = stubFetch(/reservations\/prepare$/, () =>
      json(422, {
        error: 'A network membership is required to book this rate.',
        status_code: 11002,
        code: 11002,
        offer_url: `/membership-page/at/${found.courseId}`,
      }),
    );
    try {
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'A membership is needed for this rate');
      expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal(
        `/membership-page/at/${found.courseId}`,
      );
    } finally {
      stub.restore();
    }
  });

  it('a failed player update shows its message by the players field and keeps the price', async () => {
    const { el } = await openGuestCheckout('players');
    const before = text(el).match(/Total for 1 player\$[\d.]+/)![0];
    const stub = stubFetch(/reservations\/prepare\/[\w-]+$/, () =>
      json(422, { error: 'There was some issue updating the player.', status_code: 422 }),
    );
    try {
      const select = el.shadowRoot!.querySelector('select')!;
      select.value = '3';
      select.dispatchEvent(new Event('input', { bubbles: true }));
      await waitText(el, 'There was some issue updating the player.');
      expect(select.getAttribute('aria-invalid')).to.equal('true');
      expect(text(el)).to.include(before);
    } finally {
      stub.restore();
    }
  });

  it('429 on reservations: the threshold message', async () => {
    const base = scenario('threshold');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'VISA •••• 4242');
    const stub = stubFetch(/v6\/reservations\/[\w-]+$/, () =>
      json(429, { error: 'Too many', status_code: 429 }),
    );
    try {
      button(el, /^Pay /).click();
      await waitText(
        el,
        'You have reached the threshold for reservations within a timespan. Please try again later.',
      );
    } finally {
      stub.restore();
    }
  });

  it('any other failure: the general page with its status and the failure steps', async () => {
    const base = scenario('general');
    const found = await findTeeTime(base);
    const stub = stubFetch(/reservations\/prepare$/, () =>
      json(423, {
        error: 'The course closed its tee sheet.',
        status_code: 423,
        failure_steps: { retry_tee_time: false, reason: 'A tournament is on that day.' },
      }),
    );
    try {
      const { el, box } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'Something went wrong with this tee time');
      expect(text(el)).to.include('Error 423');
      expect(text(el)).to.include('A tournament is on that day.');
      expect(await axeViolations(box)).to.deep.equal([]);
    } finally {
      stub.restore();
    }
  });

  it('a tee time that does not exist (404) is the not-found page, not a retry', async () => {
    const base = scenario('missing');
    const found = await findTeeTime(base);
    const { el, box } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': `${found.teeTimeId}-gone`,
      'is-guest': true,
    });
    await waitText(el, 'Tee time not found');
    expect(el.shadowRoot!.querySelector('[data-failure]')!.getAttribute('data-failure')).to.equal(
      'not-found',
    );
    expect(text(el)).to.not.include('Try again');
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it("a failed payment shows the course's failure steps under the message", async () => {
    const base = scenario('pay-steps');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'VISA •••• 4242');
    const stub = stubFetch(/v6\/reservations\/[\w-]+$/, () =>
      json(422, {
        error: 'The course could not confirm the booking.',
        status_code: 422,
        failure_steps: { retry_tee_time: true, reason: "The course's booking system is busy." },
      }),
    );
    try {
      button(el, /^Pay /).click();
      await waitText(el, 'The course could not confirm the booking.');
      await waitText(el, "The course's booking system is busy.");
      expect(text(el)).to.include('choose the tee time again');
    } finally {
      stub.restore();
    }
  });
});
