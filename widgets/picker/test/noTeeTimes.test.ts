import { expect } from 'chai';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  courseIds,
  dayText,
  isoDay,
  root,
  sandbox,
  slotButtons,
  tracked,
  until,
  openFilters,
  loadPicker,
} from './support';

// No tee times for the date: the feedback event and the recommended date, tracked as success or failure.
const scenario = 'picker-none';
const base = `/sandbox/${scenario}/api`;
let closed = { courseId: '', date: '', next: '' };
/** Every closed day (with a recommended date) of the scenario's courses in the coming week. */
const candidates: (typeof closed)[] = [];

const text = (el: Element) => root(el).textContent ?? '';

describe('<teetime-picker> with no tee times for the date', () => {
  before(async function () {
    // The sandbox look-ups below make many calls: more than the default 10 s on a busy machine.
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    for (const courseId of await courseIds(scenario)) {
      for (let i = 1; i < 7; i++) {
        const g = await sandbox<{ summary: { tee_times_count: number } }>(
          scenario,
          `v6/tee_time_groups/at/${courseId}`,
          {
            date: isoDay(i),
            qty: 1,
          },
        );
        if (g.summary.tee_times_count > 0) continue;
        const rec = await sandbox<{ date: string; is_recommended_date: boolean; tee_times: unknown[] }>(
          scenario,
          'v6/failure_recommendation/tee_times',
          { course_id: courseId, date: isoDay(i), qty: 1, limit: 4 },
        );
        if (rec.is_recommended_date && rec.tee_times.length)
          candidates.push({ courseId, date: isoDay(i), next: rec.date });
      }
    }
    closed = candidates[0] ?? closed;
    expect(closed.date, 'a closed day in the seed').not.to.equal('');
  });
  afterEach(() => document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove()));

  it('says so, sends the feedback event, and a recommended-date click is tracked as success', async () => {
    const box = mount(
      `<teetime-picker api-base="${base}" course-id="${closed.courseId}" date="${closed.date}"></teetime-picker>`,
    );
    const el = box.querySelector('teetime-picker')!;
    await until(() => text(el).includes('No tee times are available'), 'empty state', 8000);
    await until(() => tracked('noTeeTimesFeedback').length, 'feedback tracked');
    expect(tracked('noTeeTimesFeedback').at(-1)).to.include({ courseId: closed.courseId, date: closed.date });
    await until(() => text(el).includes('See tee times on'), 'recommended date', 8000);
    expect(await axeViolations(box)).to.deep.equal([]);
    button(el, 'See tee times on').click();
    await until(() => slotButtons(el).length > 0, 'tee times of the recommended date', 8000);
    const strip = [...root(el).querySelectorAll('[role=group][aria-label=Date] button')];
    expect(dayText(strip.find((b) => b.getAttribute('aria-pressed') === 'true')!)).to.equal(
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${closed.next}T00:00:00Z`)),
    );
    await until(() => tracked('noTeeTimesFeedback').at(-1)?.recommendedDate, 'recommended date tracked');
    expect(tracked('noTeeTimesFeedback').at(-1)).to.include({
      courseId: closed.courseId,
      date: closed.next,
      recommendedDate: 'success',
    });
  });

  it('tracks the recommended-date click as failure when the filters leave nothing on that date', async function () {
    this.timeout(60000);
    // A closed day whose recommended date has no tee times at one rate type the golfer can
    // filter on (a course sells the same rate types every day): searched across the scenario's
    // courses, and required, so the test always runs.
    let rate = '';
    for (const c of candidates) {
      for (const r of ['military', 'member', 'resident', 'junior']) {
        const g = await sandbox<{ summary: { tee_times_count: number } }>(
          scenario,
          `v6/tee_time_groups/at/${c.courseId}`,
          { date: c.next, qty: 1, rate_types: r },
        );
        if (g.summary.tee_times_count === 0) {
          rate = r;
          closed = c;
          break;
        }
      }
      if (rate) break;
    }
    expect(rate, 'a rate type with no tee times on the recommended date').not.to.equal('');
    const box = mount(
      `<teetime-picker api-base="${base}" course-id="${closed.courseId}" date="${closed.date}"></teetime-picker>`,
    );
    const el = box.querySelector('teetime-picker')!;
    await until(() => text(el).includes('No tee times are available'), 'empty state', 8000);
    const label = { military: 'Military', member: 'Member', resident: 'Resident', junior: 'Junior' }[rate]!;
    (await openFilters(el)).find((b) => b.textContent === label)!.click();
    await until(() => text(el).includes('See tee times on'), 'recommended date', 8000);
    button(el, 'See tee times on').click();
    await until(
      () => tracked('noTeeTimesFeedback').at(-1)?.recommendedDate === 'failure',
      'failure tracked',
      8000,
    );
    expect(tracked('noTeeTimesFeedback').at(-1)).to.include({ courseId: closed.courseId, date: closed.next });
  });
});
