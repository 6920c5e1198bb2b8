import { expect } from 'chai';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  buttons,
  courseIds,
  heading,
  isoDay,
  press,
  root,
  sandbox,
  slotButtons,
  stripDays,
  until,
  chips,
  filtersButton,
  loadPicker,
} from './support';

// Course page: header, date strip, time slots, sorting, banners, filters, errors, tabs.
const scenario = 'picker-page';
const base = `/sandbox/${scenario}/api`;
let courseId = '';

function picker(attrs: string) {
  const box = mount(`<teetime-picker api-base="${base}" ${attrs}></teetime-picker>`);
  return { box, el: box.querySelector('teetime-picker')! };
}
const prices = (el: Element) =>
  slotButtons(el).map((b) => Number(/\$([\d.]+) per player/.exec(b.textContent ?? '')?.[1] ?? NaN));

describe('<teetime-picker> course page', () => {
  const fetches: string[] = [];
  const realFetch = window.fetch.bind(window);
  let failNext: RegExp | null = null;
  before(async function () {
    // The sandbox look-ups: more than the default 10 s on a busy machine.
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    [courseId = ''] = await courseIds(scenario);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      fetches.push(url);
      if (failNext?.test(url)) {
        failNext = null;
        return Promise.resolve(
          new Response(JSON.stringify({ error: 'Boom', message: 'Boom' }), { status: 500 }),
        );
      }
      return realFetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });
  afterEach(() => document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove()));

  it('shows the course, a two-week date strip from today and the time slots with starting rates, axe-clean', async () => {
    const { box, el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const course = await sandbox<{ course: { name: string } }>(scenario, `v6/courses/${courseId}`);
    expect(root(el).querySelector('h2')!.textContent).to.equal(course.course.name);
    const strip = stripDays(el);
    expect(strip).to.have.length(14);
    expect(strip.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(
      Array.from({ length: 14 }, (_, i) => String(i === 1)),
    );
    expect(heading(el)).to.match(/^Tee times on /);
    const groups = await sandbox<{ tee_time_groups: unknown[]; summary: { prepayment_disclaimer: string } }>(
      scenario,
      `v6/tee_time_groups/at/${courseId}`,
      { date: isoDay(1), qty: 1 },
    );
    expect(slotButtons(el)).to.have.length(Math.min(15, groups.tee_time_groups.length));
    expect(root(el).textContent).to.include(groups.summary.prepayment_disclaimer);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('changes the date from the strip and asks for that date', async () => {
    const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    stripDays(el)[2]!.click();
    await until(
      () => fetches.some((u) => u.includes('tee_time_groups') && u.includes(`date=${isoDay(2)}`)),
      'date query',
    );
    await until(() => slotButtons(el).length > 0, 'slots of the new date', 8000);
    expect(stripDays(el)[2]!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('sorts by price lowest and highest first, and deals first', async () => {
    const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const sort = root(el).querySelector<HTMLSelectElement>('select[id$=sort]')!;
    const choose = (v: string) => {
      sort.value = v;
      sort.dispatchEvent(new Event('input', { bubbles: true }));
    };
    choose('price-lowest-first');
    await until(() => prices(el).every((p, i, a) => i === 0 || a[i - 1]! <= p), 'ascending prices');
    choose('price-highest-first');
    await until(() => prices(el).every((p, i, a) => i === 0 || a[i - 1]! >= p), 'descending prices');
    choose('deals');
    await until(() => {
      const hot = slotButtons(el).map((b) => b.textContent!.includes('Hot deal'));
      return hot.indexOf(false) === -1 || hot.lastIndexOf(true) < hot.indexOf(false);
    }, 'hot deals first');
  });

  it('puts a banner after every 11 time slots and shows 15 more on request', async () => {
    const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    await until(() => root(el).querySelectorAll('ul > li > strong').length > 0, 'banners', 8000);
    const items = [...[...root(el).querySelectorAll('ul')].at(-1)!.children];
    // Booleans, not elements: a failing assertion must stay serialisable.
    const isSlot = items.map((li) => li.querySelector('button') !== null);
    expect(isSlot.slice(0, 13)).to.deep.equal([...Array(11).fill(true), false, true]);
    const before = slotButtons(el).length;
    button(el, 'Show more tee times').click();
    await until(() => slotButtons(el).length > before, 'more slots');
  });

  it('sends the filters: players, holes, riding, rate types and prepaid only', async () => {
    const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}" players="2"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const players = root(el).querySelector<HTMLSelectElement>('select[id$=players]')!;
    expect(players.value).to.equal('2');
    players.value = '3';
    players.dispatchEvent(new Event('input', { bubbles: true }));
    // Holes, cart, rates and prepaid only are chips (pressed buttons) under "Filters".
    filtersButton(el).click();
    await until(() => chips(el).length > 0, 'filter chips');
    for (const chip of ['18 holes', 'Riding', 'Online', 'Prepaid only']) {
      const b = chips(el).find((x) => x.textContent === chip)!;
      b.click();
      await until(() => b.getAttribute('aria-pressed') === 'true', `${chip} pressed`);
    }
    expect(filtersButton(el).textContent).to.equal('Filters (4)');
    await until(
      () =>
        fetches.some(
          (u) =>
            u.includes('tee_time_groups') &&
            ['qty=3', 'num_holes=18', 'is_riding=true', 'rate_types=online', 'is_prepaid_only=true'].every(
              (p) => u.includes(p),
            ),
        ),
      'filtered query',
    );
  });

  it('shows an error with a retry that loads the tee times, and leaves no unhandled rejection on the page', async () => {
    const unhandled: string[] = [];
    const onUnhandled = (e: PromiseRejectionEvent) => {
      unhandled.push(String(e.reason));
      e.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      failNext = /tee_time_groups/;
      const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
      await until(() => root(el).querySelector('[role=alert]'), 'error', 8000);
      const alert = root(el).querySelector('[role=alert]')!.textContent!;
      expect(alert).to.include('We could not load the tee times. Check your connection, then try again.');
      expect(alert, 'no server text').not.to.include('Boom');
      button(el, 'Try again').click();
      await until(() => slotButtons(el).length > 0, 'slots after retry', 8000);
      // A partner's error monitoring would report an unhandled rejection as their page's error.
      expect(unhandled, 'unhandled rejections').to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });

  it('shows not-found for an unknown course, axe-clean', async () => {
    const { box, el } = picker('course-id="999999"');
    await until(() => root(el).querySelector('h2')?.textContent === 'Course not found', 'not found', 8000);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('has sentence-case Course details, Reviews and Tee details tabs driven by arrow keys', async () => {
    const { box, el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const tabs = buttons(el, '[role=tab]');
    expect(tabs.map((t) => t.textContent)).to.deep.equal(['Course details', 'Reviews', 'Tee details']);
    expect(tabs.map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    tabs[0]!.focus();
    await press('ArrowRight');
    expect(root(el).activeElement === tabs[1], 'focus on tab 1').to.equal(true);
    await until(() => tabs[1]!.getAttribute('aria-selected') === 'true', 'Reviews tab selected');
    await until(
      () => root(el).querySelector('[role=tabpanel] [aria-label=Reviews], [role=tabpanel] p'),
      'reviews',
      8000,
    );
    await press('ArrowRight');
    await until(() => root(el).querySelector('[role=tabpanel] table'), 'scorecard', 8000);
    expect(root(el).querySelectorAll('[role=tabpanel] tbody tr').length).to.be.greaterThan(9);
    expect(await axeViolations(box)).to.deep.equal([]);
    await press('ArrowRight');
    expect(root(el).activeElement === tabs[0], 'focus on tab 0').to.equal(true);
    await press('End');
    expect(root(el).activeElement === tabs[2], 'focus on tab 2').to.equal(true);
    await press('Home');
    expect(root(el).querySelector('[role=tabpanel]')!.getAttribute('aria-labelledby')).to.equal(tabs[0]!.id);
  });
});
