import { expect } from 'chai';
import { addDays } from '../../../src/domain/booking/pickerRules';
import { formatDate, today } from '../../../src/domain/format';
import { mount } from '../../../tests/support/dom';
import { buttons, dayText, loadPicker, root, sandbox, slotButtons, until } from './support';

// The browser runs in another zone than the courses (web-test-runner.config.mjs: Tokyo): the date
// strip starts at the course's today and says that times are the course's.
const scenario = 'picker-zone';
const base = `/sandbox/${scenario}/api`;

interface ListedCourse {
  id: string;
  time_zone: string;
  tee_times_count: number;
}

/** A course that sells tee times near a point, with its zone. */
async function courseNear(lat: number, lon: number): Promise<ListedCourse> {
  const list = await sandbox<{ location_results: ListedCourse[] }>(scenario, 'v6/courses/location_list', {
    lat,
    lon,
    max_radius: 40,
  });
  const course = list.location_results.find((c) => c.time_zone);
  if (!course) throw new Error('no course near the point');
  return course;
}

const strip = (el: Element) => buttons(el, '[role=group][aria-label=Date] button');

describe('<teetime-picker> in the course time zone', () => {
  before(() => loadPicker());
  afterEach(() => document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove()));

  // First in the file: the bundle has made no formatter yet (it keeps the ones it makes).
  it("says the course's today and zone without the browser's date data (no Intl date formatter)", async () => {
    const course = await courseNear(33.45, -112.07); // Phoenix: Mountain Standard Time all year
    const made: unknown[] = [];
    const Real = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct: (target, args) => (made.push(args), Reflect.construct(target, args)),
      apply: (target, self, args) => (made.push(args), Reflect.apply(target, self, args)),
    });
    try {
      const box = mount(`<teetime-picker api-base="${base}" course-id="${course.id}"></teetime-picker>`);
      const el = box.querySelector('teetime-picker')!;
      await until(() => strip(el).length > 0, 'date strip', 8000);
      await until(
        () => slotButtons(el).length > 0 || /No tee times|no tee times/.test(root(el).textContent ?? ''),
        'times or none',
        8000,
      );
      expect(root(el).textContent).to.include(
        'Dates and times are local to the course (Mountain Standard Time)',
      );
      // A page's first Intl date formatter loads the browser's date data (~12 ms of the main thread).
      expect(made, 'Intl.DateTimeFormat made').to.deep.equal([]);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it("starts the date strip at the course's today, not the browser's, and says times are local", async () => {
    const browserToday = today();
    // Phoenix (UTC−7 all year) and Vancouver: whichever reads another date than the browser now.
    const candidates = [await courseNear(33.45, -112.07), await courseNear(49.28, -123.12)];
    const course = candidates.find((c) => today(new Date(), c.time_zone) !== browserToday) ?? candidates[0]!;
    const courseToday = today(new Date(), course.time_zone);
    const box = mount(`<teetime-picker api-base="${base}" course-id="${course.id}"></teetime-picker>`);
    const el = box.querySelector('teetime-picker')!;
    await until(() => strip(el).length > 0, 'date strip', 8000);
    expect(dayText(strip(el)[0]!)).to.equal(formatDate(courseToday));
    // It opens on the course's today, unless that day has no tee times left (late evening there):
    // then on the first day that has some.
    const left = await sandbox<{ summary: { tee_times_count: number } }>(
      scenario,
      `v6/tee_time_groups/at/${course.id}`,
      { date: courseToday, qty: 1 },
    );
    const opened = strip(el).findIndex((b) => b.getAttribute('aria-pressed') === 'true');
    if (left.summary.tee_times_count > 0) expect(opened, 'day opened').to.equal(0);
    else expect(opened, 'day opened').to.be.greaterThan(0);
    if (courseToday !== browserToday) {
      expect(strip(el).map(dayText)).to.not.include(formatDate(addDays(courseToday, 14)));
    }
    expect(root(el).textContent).to.match(/Dates and times are local to the course \(.+ Time\)/);
    // The times shown are the course's own wall clock: none already past there today.
    const nowThere = new Intl.DateTimeFormat('en-GB', {
      timeZone: course.time_zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    await until(
      () => slotButtons(el).length > 0 || /No tee times|no tee times/.test(root(el).textContent ?? ''),
      'times or none',
      8000,
    );
    // On the course's today (a later day's times may be any).
    for (const b of opened === 0 ? slotButtons(el) : []) {
      const [, h = '0', m = '00', ap = 'AM'] = /(\d{1,2}):(\d\d) ([AP]M)/.exec(b.textContent ?? '') ?? [];
      const hh = (Number(h) % 12) + (ap === 'PM' ? 12 : 0);
      expect(`${String(hh).padStart(2, '0')}:${m}` > nowThere).to.equal(true);
    }
  });
});
