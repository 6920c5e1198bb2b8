import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $, $$, axeViolations, button, cards, loadAll, mountSearch, until } from './helpers';

const base = '/sandbox/search-phone/api';
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses', 15000);
const visible = (e: Element) => {
  const r = e.getBoundingClientRect();
  return r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== 'hidden';
};
/** Visible controls smaller than 44×44 px ("name: w×h"); a checkbox counts by its label's row. */
function smallTargets(root: ShadowRoot): string[] {
  return $$(root, 'button, select, input, a[href]')
    .map((c) => (c.matches('input[type=checkbox]') ? c.closest('label')! : c))
    .filter(visible)
    .filter((c) => {
      const r = c.getBoundingClientRect();
      return r.height < 44 || r.width < 44;
    })
    .map((c) => {
      const r = c.getBoundingClientRect();
      return `${c.textContent?.trim() || c.getAttribute('aria-label') || c.id}: ${Math.round(r.width)}×${Math.round(r.height)}`;
    });
}
/** Elements of the widget reaching past the right edge of the screen. */
const overflowing = (root: ShadowRoot) =>
  $$(root, '*')
    .filter(visible)
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
    .map((e) => e.className || e.localName);

describe('<teetime-search> on a 390 px phone', () => {
  before(async function () {
    this.timeout(30000);
    await setViewport({ width: 390, height: 844 });
    await loadAll();
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove()));

  it('folds the search into one line with "Edit", which opens the form', async function () {
    this.timeout(30000);
    const { el, root } = mountSearch(
      `api-base="${base}" location="Austin, TX" date="2026-11-28" players="2"`,
    );
    await loaded(root);
    const bar = $(root, '.tt-sumbar')!;
    expect(bar.querySelector('p')!.textContent).to.equal('Austin, TX · Sat, Nov 28 · 2 players');
    const form = $(root, 'form[role=search]')!;
    expect(getComputedStyle(form).display).to.equal('none');
    const edit = button(root, 'Edit search');
    expect(edit.getAttribute('aria-expanded')).to.equal('false');
    edit.click();
    await until(() => getComputedStyle(form).display !== 'none', 'form open');
    await until(() => root.activeElement === $(root, 'input[role=combobox]'), 'focus in the place');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('every control is at least 44×44 px and nothing overflows 390 px, with the filter drawer open too', async function () {
    this.timeout(30000);
    const { el, root } = mountSearch(`api-base="${base}" location="Austin, TX" date="2026-11-28"`);
    await loaded(root);
    expect(window.innerWidth).to.equal(390);
    expect(smallTargets(root)).to.deep.equal([]);
    expect(overflowing(root)).to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    // The titles of the cards start at the left, like the text under them.
    const h3 = cards(root)[0]!.querySelector('h3 button')!;
    expect(getComputedStyle(h3).textAlign).to.equal('left');
    button(root, /^Filters/).click();
    await until(() => $(root, '[role=dialog]') !== null, 'drawer');
    const drawer = $(root, '[role=dialog]')!;
    // A bottom sheet across the phone.
    const r = drawer.getBoundingClientRect();
    expect([Math.round(r.left), Math.round(r.right), Math.round(r.bottom)]).to.deep.equal([0, 390, 844]);
    expect(smallTargets(root)).to.deep.equal([]);
    expect(overflowing(root)).to.deep.equal([]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
