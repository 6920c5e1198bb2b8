import { expect } from 'chai';
import {
  $,
  axeViolations,
  button,
  choose,
  combo,
  heading,
  key,
  loadAll,
  mountSearch,
  options,
  spyFetch,
  type,
  until,
} from './helpers';

const base = '/sandbox/search-combo/api';

describe('<teetime-search> location combobox', () => {
  before(loadAll);
  afterEach(() => document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove()));

  it('is a WAI-ARIA combobox controlling a listbox', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    const input = await until(() => combo(root), 'combobox');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    const list = root.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).to.equal('listbox');
    expect(root.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Where');
  });

  it('searches only from 3 trimmed characters, shows each suggestion type, at most 10', async () => {
    const spy = spyFetch();
    try {
      const { root } = mountSearch(`api-base="${base}"`);
      const input = await until(() => combo(root), 'combobox');
      type(input, '  au  ');
      await new Promise((r) => setTimeout(r, 100));
      expect(spy.of('autocomplete')).to.have.length(0);
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(options(root).map((o) => o.textContent)).to.deep.equal(['Current location']);
      type(input, 'aus');
      await until(() => options(root).length > 1, 'suggestions');
      expect(spy.of('autocomplete')).to.have.length(1);
      expect(spy.of('autocomplete')[0]!.url).to.include('q=aus').and.include('limit=10');
      const labels = options(root).map((o) => o.textContent);
      expect(labels[0]).to.equal('Current location');
      expect(labels).to.include('Austin, TX, City');
      expect(labels.some((l) => l!.endsWith(', Course'))).to.equal(true);
      expect(options(root)[1]!.querySelector('.tt-tag')!.textContent).to.equal(', City');
      type(input, '787');
      await until(() => options(root).some((o) => o.textContent!.endsWith('Zip code')), 'zips');
      expect(options(root).length - 1).to.be.at.most(10);
      type(input, 'desert');
      await until(() => options(root).some((o) => o.textContent === 'Desert golf, Section'), 'section');
      type(input, 'off');
      await until(() => options(root).some((o) => o.textContent!.endsWith(', Deal')), 'deal');
      type(input, 'texas');
      await until(() => options(root).some((o) => o.textContent === 'Texas, State'), 'state');
    } finally {
      spy.restore();
    }
  });

  it('keeps one request in flight: typing on aborts the previous one', async () => {
    const spy = spyFetch();
    try {
      const { root } = mountSearch(`api-base="${base}"`);
      const input = await until(() => combo(root), 'combobox');
      // Each request leaves once the known position is read (a tick): text typed on before that is
      // never sent; a request that left is aborted by the next one.
      type(input, 'aus');
      await until(() => spy.of('autocomplete').length === 1, 'first request');
      type(input, 'aust');
      await until(() => spy.of('autocomplete').length === 2, 'second request');
      type(input, 'austi');
      // The second answer can show before the third request leaves: wait for both.
      await until(() => spy.of('autocomplete').length === 3, 'third request');
      await until(() => options(root).length > 1, 'suggestions');
      const calls = spy.of('autocomplete');
      expect(calls).to.have.length(3);
      expect(calls.map((c) => c.signal?.aborted)).to.deep.equal([true, true, false]);
    } finally {
      spy.restore();
    }
  });

  it('moves with ArrowDown/ArrowUp (aria-activedescendant), closes on Escape, chooses on Enter', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    const input = await until(() => combo(root), 'combobox');
    type(input, 'austin');
    await until(() => options(root).length > 1, 'suggestions');
    key(input, 'ArrowDown');
    await until(() => input.getAttribute('aria-activedescendant'), 'active');
    expect(root.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).to.equal(
      'Current location',
    );
    key(input, 'ArrowDown');
    await until(() => options(root)[1]!.getAttribute('aria-selected') === 'true', 'second');
    expect(input.getAttribute('aria-activedescendant')).to.equal(options(root)[1]!.id);
    key(input, 'ArrowUp');
    await until(() => options(root)[0]!.getAttribute('aria-selected') === 'true', 'back up');
    key(input, 'ArrowUp');
    await until(() => options(root).at(-1)!.getAttribute('aria-selected') === 'true', 'wraps to last');
    key(input, 'Escape');
    await until(() => input.getAttribute('aria-expanded') === 'false', 'closed');
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    key(input, 'ArrowDown');
    await until(() => input.getAttribute('aria-expanded') === 'true', 'reopened');
    key(input, 'ArrowDown');
    await until(() => options(root)[1]?.getAttribute('aria-selected') === 'true', 'second again');
    key(input, 'Enter');
    await until(() => heading(root) === 'Golf courses in Austin, TX', 'city list');
    expect(input.value).to.equal('Austin, TX');
  });

  it('shows the error when submitted without a location, and clears it once one is chosen', async () => {
    const { el, root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'combobox');
    button(root, 'Search').click();
    const alert = await until(() => $(root, 'form [role=alert]')?.textContent, 'error');
    expect(alert).to.equal('Choose a location to search.');
    expect(combo(root).getAttribute('aria-invalid')).to.equal('true');
    expect(root.getElementById(combo(root).getAttribute('aria-describedby')!)!.textContent).to.equal(alert);
    expect(await axeViolations(el)).to.deep.equal([]);
    await choose(root, 'austin', 'Austin, TX');
    await until(() => $(root, 'form [role=alert]')!.textContent === '', 'cleared');
    expect(combo(root).hasAttribute('aria-invalid')).to.equal(false);
  });

  it('resolves a zip code to the first suggestion that is not a zip code', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'combobox');
    await choose(root, '78701', '78701');
    await until(() => heading(root) === 'Golf courses in Austin, TX', 'Austin list');
  });

  it('has no axe violations with the suggestions open', async () => {
    const { el, root } = mountSearch(`api-base="${base}"`);
    const input = await until(() => combo(root), 'combobox');
    type(input, 'austin');
    await until(() => options(root).length > 1, 'suggestions');
    key(input, 'ArrowDown');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
