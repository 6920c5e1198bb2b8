import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadScript, mount, nextFrame, shadowOf, textIn, until } from '../../../tests/support/dom';
import { cards, fakeGeolocation, focusOn, sandbox, waitForCards, loadDeals } from './helpers';

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
}
const axe = () => (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe;
const violations = async (box: Element) =>
  (await axe().run(box)).violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);

const api = sandbox('deals-a11y');

/** The widget inside a <main>, after a focusable control of the host page. */
function page(attrs: string) {
  const box = mount(
    `<main class="a11y-case"><button type="button">Host page</button><teetime-deals ${attrs} api-base="${api.base}"></teetime-deals></main>`,
  );
  return { box, el: box.querySelector('teetime-deals')!, before: box.querySelector('button')! };
}

/** Holds GET v6/deals/near until released (to see the skeleton); returns the release. */
function holdDeals() {
  const real = window.fetch;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  window.fetch = (input, init) =>
    String(input).includes('deals/near') ? held.then(() => real(input, init)) : real(input, init);
  return () => {
    window.fetch = real;
    release();
  };
}

describe('<teetime-deals> accessibility and keyboard', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadDeals();
  });
  afterEach(() => document.querySelectorAll('.a11y-case').forEach((n) => n.remove()));

  it('loading skeleton, list and detail views have no axe violations', async () => {
    const release = holdDeals();
    const { box, el } = page('location="New York" course-url="/book/{courseId}"');
    try {
      await until(() => shadowOf(el).querySelector('[aria-busy=true]'), 'skeleton');
      expect(await violations(box)).to.deep.equal([]);
    } finally {
      release();
    }
    await waitForCards(el);
    expect(await violations(box)).to.deep.equal([]);
    shadowOf(el).querySelector<HTMLButtonElement>('[data-deal]')!.click();
    await until(() => shadowOf(el).querySelector('article img'), 'detail');
    expect(await violations(box)).to.deep.equal([]);
  });

  it('empty, not-found (with a field error), denied-geolocation and error states have no axe violations', async () => {
    const empty = page('location="Austin"');
    await until(() => shadowOf(empty.el).querySelector('form'), 'empty state');
    expect(await violations(empty.box)).to.deep.equal([]);
    empty.box.remove();

    const missing = page('location="Qqqzzx"');
    await until(() => shadowOf(missing.el).querySelector('form'), 'not found');
    shadowOf(missing.el).querySelector('input')!.value = '';
    shadowOf(missing.el)
      .querySelector('input')!
      .dispatchEvent(new Event('input', { bubbles: true }));
    await nextFrame();
    shadowOf(missing.el).querySelector<HTMLButtonElement>('form button')!.click();
    await until(() => textIn(missing.el, '.tt-field-error'), 'field error');
    expect(await violations(missing.box)).to.deep.equal([]);
    missing.box.remove();

    const undo = fakeGeolocation({ code: 1 });
    try {
      const denied = page('');
      await until(() => textIn(denied.el, '[role=alert]') === 'User denied Geolocation', 'denied');
      expect(await violations(denied.box)).to.deep.equal([]);
      denied.box.remove();
    } finally {
      undo();
    }

    const real = window.fetch;
    window.fetch = (input, init) =>
      String(input).includes('deals/near') ? Promise.reject(new TypeError('offline')) : real(input, init);
    try {
      const failed = page('location="Miami"');
      await until(() => textIn(failed.el, '[role=alert] p'), 'error');
      expect(await violations(failed.box)).to.deep.equal([]);
    } finally {
      window.fetch = real;
    }
  });

  it('works by keyboard alone: open a deal, book link, back, more deals', async () => {
    const { el, before } = page('location="New York" limit="2" course-url="/book/{courseId}"');
    await waitForCards(el, 2);
    before.focus();
    await sendKeys({ press: 'Tab' });
    const first = cards(el)[0]!.querySelector('[data-deal]')!.getAttribute('data-deal')!;
    await focusOn(el, `[data-deal="${first}"]`);
    await sendKeys({ press: 'Enter' });
    await focusOn(el, 'article h3');
    await until(() => shadowOf(el).querySelector('article a'), 'book link');
    await sendKeys({ press: 'Tab' });
    await focusOn(el, 'article a');
    await sendKeys({ press: 'Tab' });
    expect(shadowOf(el).activeElement?.textContent).to.equal('Back to deals');
    await sendKeys({ press: 'Enter' });
    await focusOn(el, `[data-deal="${first}"]`);
    // Title and book link of each card, then "More deals".
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Tab' });
    expect(shadowOf(el).activeElement?.textContent).to.equal('More deals');
    await sendKeys({ press: 'Enter' });
    await waitForCards(el, 4);
    const fresh = cards(el)
      .map((li) => li.querySelector('[data-deal]')!)
      .find((b) => shadowOf(el).activeElement === b);
    expect(fresh, 'focus on a newly loaded deal').to.not.equal(undefined);
  });

  it('takes a typed place by keyboard after geolocation is denied', async () => {
    const undo = fakeGeolocation({ code: 1 });
    try {
      const { el } = page('');
      await until(() => shadowOf(el).querySelector('input'), 'place form');
      shadowOf(el).querySelector('input')!.focus();
      await sendKeys({ type: 'Miami' });
      await sendKeys({ press: 'Enter' });
      await waitForCards(el);
      await focusOn(el, 'h2');
      expect(textIn(el, 'h2')).to.match(/^Golf deals near Miami/);
    } finally {
      undo();
    }
  });
});
