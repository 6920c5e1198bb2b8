import { expect } from 'chai';
import { mount, nextFrame } from '../../../tests/support/dom';
import { buttons, courseIds, isoDay, loadPicker, root, slotButtons, until, waitForHeading } from './support';

// A picker moved in the page (a framework re-parenting it, a host moving it between columns)
// keeps working and leaves nothing behind on `window` (issue 30).
const scenario = 'picker-move';
const base = `/sandbox/${scenario}/api`;

/** The window's listeners added and not removed yet (wrapped before the bundle loads). */
const live = new Map<string, number>();
const ids = new WeakMap<object, number>();
let nextId = 0;
const keyOf = (type: string, fn: unknown, options?: boolean | AddEventListenerOptions) => {
  const capture = typeof options === 'boolean' ? options : !!options?.capture;
  const ref = fn as object;
  if (!ids.has(ref)) ids.set(ref, ++nextId);
  return `${type} #${ids.get(ref)}${capture ? ' capture' : ''}`;
};
const realAdd = window.addEventListener.bind(window);
const realRemove = window.removeEventListener.bind(window);
window.addEventListener = ((type: string, fn: EventListener, options?: boolean | AddEventListenerOptions) => {
  if (fn && !(typeof options === 'object' && options.once)) {
    const key = keyOf(type, fn, options);
    live.set(key, (live.get(key) ?? 0) + 1);
    if (typeof options === 'object' && options.signal)
      options.signal.addEventListener('abort', () => live.delete(key), { once: true });
  }
  realAdd(type, fn, options);
}) as typeof window.addEventListener;
window.removeEventListener = ((type: string, fn: EventListener, options?: boolean | EventListenerOptions) => {
  if (fn) live.delete(keyOf(type, fn, options));
  realRemove(type, fn, options);
}) as typeof window.removeEventListener;
const listeners = () => [...live.keys()].sort();

/** The API paths the page asked for. */
const fetched: string[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  fetched.push(new URL(String(input instanceof Request ? input.url : input), location.href).pathname);
  return realFetch(input, init);
};

let courseId = '';

/**
 * Clicks the first open time slot and waits for its rates (the picker answers clicks), then goes
 * back to the tee times with the stepper (the element keeps its step across moves).
 */
async function pickATime(el: Element) {
  const slot = await until(() => slotButtons(el).find((b) => !b.disabled), 'an open time slot', 8000);
  slot.click();
  await waitForHeading(el, 'Choose a rate');
  await until(() => root(el).querySelectorAll('ul button').length > 0, 'the rates', 8000);
  buttons(el, 'ol[aria-label="Booking steps"] button')[0]!.click();
  await waitForHeading(el, 'Tee times');
}

describe('<teetime-picker> moved in the page', () => {
  before(async function () {
    this.timeout(60000);
    await loadPicker();
    [courseId = ''] = await courseIds(scenario);
  });
  afterEach(() => document.querySelectorAll('.move-case').forEach((n) => n.remove()));

  it('works after ten moves in one go, ten across microtasks and ten across frames, and leaves no window listener', async function () {
    this.timeout(40000);
    const before = listeners();
    const box = mount(`<div class="move-case"><section id="a"></section><section id="b"></section></div>`);
    const [a, b] = [box.querySelector('#a')!, box.querySelector('#b')!];
    a.innerHTML = `<teetime-picker api-base="${base}" course-id="${courseId}" date="${isoDay(1)}"></teetime-picker>`;
    const el = a.querySelector('teetime-picker')!;
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);

    // As a framework re-parents: removed and appended again, synchronously. The UI stays mounted
    // as it was: the same tiles, nothing asked again.
    const tile = slotButtons(el)[0];
    const calls = fetched.length;
    for (let i = 0; i < 10; i++) (i % 2 ? a : b).append(el);
    await nextFrame();
    expect(slotButtons(el)[0], 'the same tile').to.equal(tile);
    // (The date strip's prices and the banners may still be on their way from the first render.)
    const firstCalls = (path: string) => /\/v6\/(courses\/\d+|tee_time_groups\/at\/\d+)$/.test(path);
    expect(fetched.slice(calls).filter(firstCalls), 'first calls asked again').to.deep.equal([]);
    await pickATime(el);

    // Between microtasks (a connect's first calls are still out at each move).
    for (let i = 0; i < 10; i++) {
      (i % 2 ? b : a).append(el);
      await Promise.resolve();
    }
    await pickATime(el);

    // Across frames, and out of the document for a while.
    for (let i = 0; i < 10; i++) {
      el.remove();
      if (i % 3 === 0) await nextFrame();
      (i % 2 ? a : b).append(el);
      await nextFrame();
    }
    await pickATime(el);

    // Moved while its UI waits to mount (its first calls out, less than FIRST_CALLS_WAIT_MS).
    for (let i = 0; i < 10; i++) {
      (i % 2 ? a : b).append(el);
      await new Promise((r) => setTimeout(r, 15 * (i % 4)));
    }
    await pickATime(el);

    expect(listeners(), 'window listeners while mounted').to.include.members(before);
    box.remove();
    await nextFrame();
    expect(listeners(), 'window listeners once the picker is gone').to.deep.equal(before);
  });
});
