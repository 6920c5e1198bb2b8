import { expect } from 'chai';
import { mount } from '../../../tests/support/dom';
import { keptAnswers } from '../../../tests/support/keptAnswers';
import { courseIds, isoDay, slotButtons, until, loadPicker } from './support';

// What a partner page's first seconds cost: the calls the picker makes before its first tee time.
const scenario = 'picker-first';
const base = `/sandbox/${scenario}/api`;

describe('<teetime-picker> first content', () => {
  const realFetch = window.fetch.bind(window);
  const calls: string[] = [];
  let slotsAsked = false;
  let onSlotsAsked: () => void = () => undefined;
  let slotsAskedBeforeCourseAnswered = false;
  const answers = keptAnswers(realFetch);
  before(async () => {
    await loadPicker();
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      if (url.includes('/tee_time_groups/')) {
        slotsAsked = true;
        onSlotsAsked();
      }
      // The course answers only once the time slots were asked for (or after 3 s): a picker that
      // waits for the course before asking for its slots is slow here, and the test says so.
      if (answers.instant) return answers.fetch(input, init);
      if (/\/v6\/courses\/[^/?]+(\?|$)/.test(url)) {
        const asked = new Promise<boolean>((resolve) => {
          if (slotsAsked) resolve(true);
          onSlotsAsked = () => resolve(true);
          setTimeout(() => resolve(false), 3000);
        });
        return asked.then((inTime) => {
          slotsAskedBeforeCourseAnswered = inTime;
          return answers.fetch(input, init);
        });
      }
      return answers.fetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });

  /** A picker of the scenario's first course on an anonymous page, with no call seen yet. */
  async function freshPicker() {
    localStorage.clear();
    const [courseId] = await courseIds(scenario);
    calls.length = 0;
    slotsAsked = false;
    const box = mount(`<teetime-picker api-base="${base}" course-id="${courseId}"></teetime-picker>`);
    return { courseId: courseId!, box, el: box.querySelector('teetime-picker')! };
  }

  it('asks for the time slots before the course answers, once, and no session on an anonymous page', async () => {
    const { box, el } = await freshPicker();
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    expect(slotsAskedBeforeCourseAnswered, 'slots asked before the course answered').to.equal(true);
    // (The date strip's prices are another call: `/tee_time_groups/at/{id}/days`.)
    const slots = calls.filter((u) => u.includes('/tee_time_groups/') && !u.includes('/days?'));
    // Without a date the sandbox answers the course's today: the date strip starts there. Late in
    // the course's day, when today has no tee times left, a second call (with a date) asks for
    // the first day that has some.
    const today = slots.filter((u) => !/[?&]date=/.test(u));
    expect(today, 'one call for the first time slots').to.have.length(1);
    expect(slots[0], 'the first call asks for the course today').to.equal(today[0]);
    expect(calls.filter((u) => u.includes('/users/session'))).to.deep.equal([]);
    box.remove();
  });

  it('sends the course and its first time slots as it first renders, and shows both in one paint', async () => {
    const { courseId, box, el } = await freshPicker();
    // Before anything else runs (no paint, no effect after it): both calls are out.
    const out = calls.map((u) => u.replace(/^.*\/api\//, '').replace(/\?.*$/, ''));
    expect(out).to.include(`v6/courses/${courseId}`);
    expect(out).to.include(`v6/tee_time_groups/at/${courseId}`);
    // The first render with the course in it has its tee times too (no "Loading tee times" between).
    const firstCourseView = await new Promise<{ slots: number; loading: boolean }>((resolve) => {
      new MutationObserver((_, observer) => {
        if (!el.shadowRoot!.querySelector('article')) return;
        observer.disconnect();
        resolve({
          slots: slotButtons(el).length,
          loading: el.shadowRoot!.textContent!.includes('Loading tee times'),
        });
      }).observe(el.shadowRoot!, { childList: true, subtree: true });
    });
    expect(firstCourseView.loading, 'no tee-time skeleton after the course').to.equal(false);
    expect(firstCourseView.slots, 'tee times with the course').to.be.greaterThan(0);
    box.remove();
  });

  it('shows the course and its tee times in its first render when both answers are in: never a skeleton first, the date field once painted', async () => {
    localStorage.clear();
    const [courseId] = await courseIds(scenario);
    // A day with tee times (the course's today may have none left at the pinned hour).
    const html = `<teetime-picker api-base="${base}" course-id="${courseId}" date="${isoDay(1)}"></teetime-picker>`;
    const warm = mount(html);
    await until(() => slotButtons(warm.querySelector('teetime-picker')!).length > 0, 'time slots', 8000);
    warm.remove();
    calls.length = 0;
    answers.instant = true;
    try {
      const box = mount(html);
      const el = box.querySelector('teetime-picker')!;
      const root = el.shadowRoot!;
      let first:
        { slots: number; skeleton: boolean; dateField: string | undefined; width: number } | undefined;
      new MutationObserver((_, observer) => {
        if (!root.querySelector('article, [aria-busy="true"]')) return;
        const later = root.querySelector<HTMLInputElement>('[role=group][aria-label=Date] ~ p input');
        first = {
          slots: slotButtons(el).length,
          skeleton: root.textContent!.includes('Loading the course'),
          dateField: later?.type,
          width: later?.getBoundingClientRect().width ?? 0,
        };
        observer.disconnect();
      }).observe(root, { childList: true, subtree: true, characterData: true });
      await until(() => slotButtons(el).length > 0, 'time slots', 8000);
      expect(first?.skeleton, 'no skeleton before the course').to.equal(false);
      expect(first?.slots, 'tee times in the first render').to.be.greaterThan(0);
      // "Another date" is a plain box in the first render (the page's first date field loads the
      // browser's date formats), and the date field, as wide, once that render is painted.
      expect(first?.dateField, 'a plain box first').to.equal('text');
      const later = await until(
        () => root.querySelector<HTMLInputElement>('input[type=date]'),
        'the date field',
      );
      expect([later.value, later.min]).to.deep.equal([isoDay(1), isoDay(0)]);
      expect([later.readOnly, later.tabIndex], 'editable, in the tab order').to.deep.equal([false, 0]);
      expect(later.getBoundingClientRect().width, 'as wide as the box').to.equal(first?.width);
      const of = (part: string) => calls.filter((u) => u.includes(part) && !u.includes('/days?'));
      expect(of(`/v6/courses/${courseId}`), 'one call for the course').to.have.length(1);
      expect(of('/tee_time_groups/'), 'one call for the first time slots').to.have.length(1);
      box.remove();
    } finally {
      answers.instant = false;
    }
  });
});
