import { expect } from 'chai';
import { findTeeTime } from '../../widgets/checkout/test/helpers';
import { courseIds, isoDay } from '../../widgets/picker/test/support';
import { loadScript, mount, shadowOf, until } from '../support/dom';

// Issue 30: every widget is readable on the partner's page, whatever its colours: a dark page
// (#111 / #eee / color-scheme: dark), a light one and a page of hostile CSS, with a transparent
// surface; its cards follow a dark page too (no white islands). axe-core's colour contrast, in a
// real browser, over all five widgets with their content in.
const scenario = 'host-colours';
const base = `/sandbox/${scenario}/api`;
const WIDGETS = ['search', 'picker', 'checkout', 'deals', 'account'] as const;

interface AxeNode {
  target: unknown;
  any: Array<{ message: string }>;
}
/** axe-core on the page (loaded by the test; its global is declared in tests/browser/a11y.test.ts). */
const axe = () =>
  (
    window as unknown as {
      axe: { run(c: Element, o: object): Promise<{ violations: Array<{ id: string; nodes: AxeNode[] }> }> };
    }
  ).axe;

/** Text nodes under `el` failing WCAG AA contrast, with axe's reason. The card frame is the checkout's own page. */
async function contrastFailures(el: Element): Promise<string[]> {
  const { violations } = await axe().run(el, { runOnly: ['color-contrast'], iframes: false });
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.any[0]?.message ?? v.id}`),
  );
}

/** The page's own look, as a partner sets it; answers the function that puts the test page back. */
function hostPage(css: string): () => void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}

const DARK = 'html { color-scheme: dark; } body { background: #111; color: #eee; }';
const LIGHT = 'body { background: #fff; color: #222; }';
// The loud rules of the style-isolation test, on a dark-grey page (tests/browser/isolation.test.ts).
const HOSTILE = `html { font-size: 10px; } body { font: italic 30px/3 serif; color: red; background: #222;
  letter-spacing: 4px; text-transform: uppercase; text-align: center; }
  button, p, h2, section, div { padding: 40px !important; margin: 40px !important; color: lime !important;
  background: black !important; border: 9px solid red !important; font-size: 50px !important; }
  * { color: yellow; }`;

/** When each widget's content (not its skeleton) is in. */
const READY: Record<(typeof WIDGETS)[number], (root: ShadowRoot) => boolean> = {
  search: (r) => !!r.querySelector('article.tt-card'),
  picker: (r) => !!r.querySelector('button[data-slot]'),
  checkout: (r) => /Your details/.test(r.textContent ?? ''),
  deals: (r) => !!r.querySelector('li h3, li a, li button'),
  account: (r) => !!r.querySelector('input'),
};

let attrs: Record<(typeof WIDGETS)[number], string>;

async function mountAll(): Promise<HTMLElement> {
  const box = mount(
    `<div class="host-colours" style="max-width: 720px">${WIDGETS.map(
      (w) => `<teetime-${w} api-base="${base}" ${attrs[w]}></teetime-${w}>`,
    ).join('')}</div>`,
  );
  for (const w of WIDGETS) {
    const root = shadowOf(box.querySelector(`teetime-${w}`)!);
    await until(() => READY[w](root) && !root.querySelector('[aria-busy=true]'), `${w} content`, 15000);
  }
  return box;
}

/** The background a card is drawn with, as `rgb(…)`. */
const cardBackground = (box: Element, tag: string, selector: string) =>
  getComputedStyle(shadowOf(box.querySelector(tag)!).querySelector(selector)!).backgroundColor;

describe('widget colours on the partner page (axe colour contrast)', () => {
  before(async function () {
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    for (const w of WIDGETS) await loadScript(`/dist/embed/teetime-${w}.js`);
    const [courseId = ''] = await courseIds(scenario);
    const tee = await findTeeTime(base);
    attrs = {
      search: 'location="Austin"',
      picker: `course-id="${courseId}" date="${isoDay(1)}"`,
      checkout: `course-id="${tee.courseId}" tee-time-id="${tee.teeTimeId}" players="1" is-guest`,
      deals: 'location="Miami"',
      account: '',
    };
  });
  afterEach(() => document.querySelectorAll('.host-colours').forEach((n) => n.remove()));

  it('on a dark page (#111, #eee, color-scheme: dark): light text, dark cards, no contrast failure', async function () {
    this.timeout(60000);
    const restore = hostPage(DARK);
    try {
      const box = await mountAll();
      expect(await contrastFailures(box)).to.deep.equal([]);
      // The cards follow the page: dark, not white islands.
      for (const [tag, card] of [
        ['teetime-picker', 'button[data-slot]'],
        ['teetime-search', 'article.tt-card'],
      ] as const)
        expect(cardBackground(box, tag, card), `${tag} ${card}`).to.equal('rgb(27, 34, 32)');
    } finally {
      restore();
    }
  });

  it('on a light page: dark text, white cards, no contrast failure', async function () {
    this.timeout(60000);
    const restore = hostPage(LIGHT);
    try {
      const box = await mountAll();
      expect(await contrastFailures(box)).to.deep.equal([]);
      expect(cardBackground(box, 'teetime-picker', 'button[data-slot]')).to.equal('rgb(255, 255, 255)');
    } finally {
      restore();
    }
  });

  it('on a page of hostile CSS (loud colours, black boxes, !important): no contrast failure', async function () {
    this.timeout(60000);
    const restore = hostPage(HOSTILE);
    try {
      const box = await mountAll();
      expect(await contrastFailures(box)).to.deep.equal([]);
    } finally {
      restore();
    }
  });

  it('follows the page when it switches to dark mode while the widgets are on it', async function () {
    this.timeout(60000);
    const restore = hostPage(LIGHT);
    let dark = () => undefined as void;
    try {
      const box = await mountAll();
      const text = () =>
        getComputedStyle(shadowOf(box.querySelector('teetime-picker')!).querySelector('h2')!).color;
      expect(text()).to.equal('rgb(28, 35, 33)');
      dark = hostPage(DARK);
      await until(() => text() === 'rgb(232, 237, 235)', 'light text on the dark page');
      expect(await contrastFailures(box)).to.deep.equal([]);
    } finally {
      dark();
      restore();
    }
  });
});
