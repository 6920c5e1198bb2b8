import { expect } from 'chai';
import { getBus } from '../../../src/core/bus';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  courseIds,
  heading,
  isoDay,
  root,
  sandbox,
  slotButtons,
  timeLabel,
  until,
  waitForHeading,
  loadPicker,
} from './support';

// Issue 15 item 8: a next-time chip goes straight to that tee time. The picker's `time` (or the
// course-select's) opens the tee time's rates with the stepper showing it; a tee time that is gone
// says so above the day's tiles.
const scenario = 'picker-open-time';
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);
const GONE = 'That tee time is no longer available — here are the others that day';

const steps = (el: Element) => [...root(el).querySelectorAll('ol[aria-label="Booking steps"] > li')];
const current = (el: Element) =>
  steps(el).find((li) => li.getAttribute('aria-current') === 'step')?.textContent ?? '';

describe('<teetime-picker> opening on a tee time (time)', () => {
  let courseId = '';
  let slot = '';
  before(async function () {
    this.timeout(30000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    courseId = (await courseIds(scenario))[0]!;
    const groups = await sandbox<{ tee_time_groups: { time_slot: string }[] }>(
      scenario,
      `v6/tee_time_groups/at/${courseId}`,
      { date, qty: 1 },
    );
    // A tee time later in the day: its tile is not the first one.
    slot = groups.tee_time_groups[Math.min(3, groups.tee_time_groups.length - 1)]!.time_slot;
  });
  beforeEach(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('teetime:flow-tokens')) sessionStorage.removeItem(key);
  });
  afterEach(() => {
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
    getBus().clear('teetime-course-select');
  });

  function picker(attrs: string) {
    const box = mount(`<teetime-picker api-base="${base}" ${attrs}></teetime-picker>`);
    return { box, el: box.querySelector('teetime-picker')! };
  }

  it('opens on the rates of that tee time: the stepper shows it chosen, focus on the step heading', async function () {
    this.timeout(20000);
    const { box, el } = picker(`course-id="${courseId}" date="${date}" time="${slot}"`);
    await waitForHeading(el, `Choose a rate for ${timeLabel(slot)}`);
    expect(current(el)).to.equal('Rate');
    // The tee-time step is done and shows the chosen time; its tiles are not shown.
    const chosen = root(el).querySelector('ol[aria-label="Booking steps"] > li button')!;
    expect(chosen.textContent).to.include(timeLabel(slot));
    expect(slotButtons(el)).to.have.length(0);
    expect(root(el).textContent).to.not.include(GONE);
    await until(() => root(el).activeElement?.localName === 'h3', 'focus on the step heading');
    expect(root(el).activeElement!.textContent).to.include(timeLabel(slot));
    await until(() => root(el).querySelector('ul button'), 'rates', 8000);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('opens a tee time from the course-select of a search on the page', async function () {
    this.timeout(20000);
    const { el } = picker('');
    getBus().emit('teetime-course-select', { courseId, date, time: slot });
    await waitForHeading(el, `Choose a rate for ${timeLabel(slot)}`);
    expect(current(el)).to.equal('Rate');
  });

  it("a tee time that is gone: says so above the day's tiles", async function () {
    this.timeout(20000);
    const { box, el } = picker(`course-id="${courseId}" date="${date}" time="03:17"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    expect(root(el).querySelector('[role=status]')?.textContent).to.include(GONE);
    expect(heading(el)).to.match(/^Tee times on /);
    expect(current(el)).to.equal('Tee time');
    expect(await axeViolations(box)).to.deep.equal([]);
    // Choosing a tee time clears the message.
    slotButtons(el)[0]!.click();
    await waitForHeading(el, 'Choose a rate for');
    root(el).querySelector<HTMLButtonElement>('ol[aria-label="Booking steps"] > li button')!.click();
    await until(() => slotButtons(el).length > 0, 'time slots again', 8000);
    expect(root(el).textContent).to.not.include(GONE);
  });
});
