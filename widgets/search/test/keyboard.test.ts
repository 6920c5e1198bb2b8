import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { mount } from '../../../tests/support/dom';
import { $, typeAndArrowTo, cards, combo, heading, loadAll, until } from './helpers';

const base = '/sandbox/search-keyboard/api';
const press = (key: string) => sendKeys({ press: key });
const active = (root: ShadowRoot) => root.activeElement as HTMLElement | null;

/** Presses Tab until `check` holds for the focused element (at most `max` times). */
async function tabTo(root: ShadowRoot, check: (el: HTMLElement) => boolean, what: string, max = 15) {
  for (let i = 0; i < max; i++) {
    const el = active(root);
    if (el && check(el)) return el;
    await press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

describe('<teetime-search> keyboard only', function () {
  this.timeout(40000);
  before(loadAll);

  it('searches, filters, sorts, pages and picks a course without a mouse', async () => {
    const box = mount(
      `<button id="before">before</button><teetime-search api-base="${base}"></teetime-search>`,
    );
    const el = box.querySelector('teetime-search')!;
    const root = el.shadowRoot!;
    const selected: CustomEvent[] = [];
    el.addEventListener('teetime-course-select', (e) => selected.push(e as CustomEvent));
    await until(() => combo(root), 'form');
    box.querySelector<HTMLButtonElement>('#before')!.focus();
    await press('Tab');
    expect(active(root)).to.equal(combo(root));
    await typeAndArrowTo(root, 'new york', 'New York, NY');
    await press('Enter');
    await until(() => heading(root) === 'Golf courses in New York, NY', 'city list');
    await until(() => cards(root).length === 15, 'courses');
    expect(active(root)!.tagName).to.equal('H2');

    const filters = await tabTo(root, (x) => x.textContent === 'Filters', 'Filters');
    // Escape closes the drawer and gives focus back to its button.
    await press('Enter');
    await until(() => filters.getAttribute('aria-expanded') === 'true', 'filters open');
    expect(active(root)?.closest('[role=dialog]')).to.not.equal(null);
    await press('Escape');
    await until(() => filters.getAttribute('aria-expanded') === 'false', 'filters closed');
    expect(active(root)).to.equal(filters);
    await press('Enter');
    await until(() => filters.getAttribute('aria-expanded') === 'true', 'filters open');
    await tabTo(root, (x) => x.closest('label')?.textContent?.trim() === 'Deals only', 'Deals only');
    await press('Space');
    await tabTo(root, (x) => /^Show (\d+ )?courses?$/.test(x.textContent ?? ''), 'Show N courses', 40);
    await press('Enter');
    await until(() => filters.getAttribute('aria-expanded') === 'false', 'filters applied');
    expect(active(root)).to.equal(filters);
    expect(filters.textContent).to.equal('Filters 1 active');
    await until(() => $(root, '[aria-busy=true]') === null && cards(root).length > 0, 'deals search');
    await tabTo(
      root,
      (x) => x.id !== '' && root.querySelector(`label[for="${x.id}"]`)?.textContent === 'Sort by',
      'sort',
      40,
    );
    const name = await tabTo(root, (x) => !!x.closest('h3'), 'first course');
    await press('Enter');
    expect(selected).to.have.length(1);
    expect(selected[0]!.detail.courseName).to.equal(name.textContent);
    await tabTo(root, (x) => /^Load more/.test(x.textContent ?? ''), 'load more', 80);
    await press('Enter');
    await until(() => cards(root).length === 29, 'second page');
    box.remove();
  });
});
