import { expect } from 'chai';
import {
  $,
  $$,
  axeViolations,
  button,
  cards,
  field,
  loadAll,
  mountSearch,
  spyFetch,
  type,
  until,
} from './helpers';

const base = '/sandbox/search-filters/api';
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses');
const checkbox = (root: ShadowRoot, label: string) =>
  $$(root, 'label.tt-check')
    .find((l) => l.textContent?.trim() === label)!
    .querySelector('input')!;
const click = (box: HTMLInputElement) => {
  box.checked = !box.checked;
  box.dispatchEvent(new Event('input', { bubbles: true }));
};
const lastList = (spy: ReturnType<typeof spyFetch>) =>
  new URL(spy.of('location_list').at(-1)!.url, location.href).searchParams;

describe('<teetime-search> filters', () => {
  let spy: ReturnType<typeof spyFetch>;
  before(loadAll);
  beforeEach(() => (spy = spyFetch()));
  afterEach(() => {
    spy.restore();
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
  });

  async function open() {
    const m = mountSearch(`api-base="${base}" location="New York, NY"`);
    await loaded(m.root);
    const toggle = button(m.root, 'Filters');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'panel open');
    return m;
  }

  it('price, time, riding, players range and category narrow the search and re-run it', async () => {
    const { el, root } = await open();
    const searches: CustomEvent[] = [];
    el.addEventListener('teetime-search', (e) => searches.push(e as CustomEvent));
    type(field(root, 'Highest price'), '60');
    await until(() => lastList(spy).get('max_price') === '60', 'max price');
    type(field(root, 'Lowest price'), '80');
    await until(() => $(root, '.tt-filters .tt-field-error'), 'price check');
    expect($(root, '.tt-filters .tt-field-error')!.textContent).to.equal(
      'The minimum price must not be above the maximum price.',
    );
    expect(lastList(spy).get('min_price')).to.equal(null);
    type(field(root, 'Lowest price'), '20');
    await until(() => lastList(spy).get('min_price') === '20', 'min price');
    type(field<HTMLSelectElement>(root, 'Earliest'), '7');
    await until(() => lastList(spy).get('min_hour') === '7', 'earliest');
    type(field<HTMLSelectElement>(root, 'Latest'), '10');
    await until(
      () => lastList(spy).get('max_hour') === '10' && lastList(spy).get('min_hour') === '7',
      'hours',
    );
    type(field<HTMLSelectElement>(root, 'Riding'), 'true');
    await until(() => lastList(spy).get('is_riding') === 'true', 'riding');
    type(field<HTMLSelectElement>(root, 'At least'), '3');
    await until(() => lastList(spy).get('qty') === '3', 'players range');
    type(field<HTMLSelectElement>(root, 'Course list'), 'top_rated');
    await until(() => lastList(spy).get('category') === 'top_rated', 'category');
    click(checkbox(root, 'Prepaid only'));
    await until(() => lastList(spy).get('is_prepaid_only') === 'true', 'prepaid');
    click(checkbox(root, 'Network membership rates only'));
    await until(() => lastList(spy).get('network_membership_only') === 'true', 'membership');
    expect(searches.length).to.be.at.least(8);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('deals only sets the special rate and gives back the previous rate types when off', async () => {
    const { root } = await open();
    click(checkbox(root, 'Online'));
    click(checkbox(root, 'Senior'));
    await until(() => lastList(spy).get('rate_types') === 'online,senior', 'two rates');
    click(checkbox(root, 'Deals only'));
    await until(() => lastList(spy).get('rate_types') === 'lightning', 'deals only');
    expect(checkbox(root, 'Specials').checked).to.equal(true);
    expect(checkbox(root, 'Online').checked).to.equal(false);
    click(checkbox(root, 'Deals only'));
    await until(() => lastList(spy).get('rate_types') === 'online,senior', 'restored');
    expect(checkbox(root, 'Senior').checked).to.equal(true);
  });

  it('distance: 0–150, a radius sent only below 150', async () => {
    const { root } = await open();
    type(field(root, 'Up to'), '40');
    await until(() => lastList(spy).get('max_radius') === '40', 'radius');
    type(field(root, 'Up to'), '500');
    await until(() => field(root, 'Up to').value === '150', 'clamped');
    await until(() => !lastList(spy).has('max_radius'), 'no radius at 150');
    type(field(root, 'From'), '5');
    await until(() => lastList(spy).get('min_radius') === '5', 'min radius');
  });

  it('three reset levels', async () => {
    const { root } = await open();
    type(field(root, 'Date'), '2099-01-02');
    type(field(root, 'Highest price'), '0');
    await until(() => lastList(spy).get('max_price') === '0', 'price');
    button(root, 'Reset, keep the date').click();
    await until(
      () => !lastList(spy).has('max_price') && lastList(spy).get('date') === '2099-01-02',
      'kept date',
    );
    expect(field(root, 'Highest price').value).to.equal('');
    type(field<HTMLSelectElement>(root, 'Earliest'), '8');
    await until(() => lastList(spy).get('min_hour') === '8', 'hour');
    button(root, 'Reset, keep date and time slot').click();
    await until(() => !lastList(spy).has('min_hour'), 'hours reset');
    expect(lastList(spy).get('date')).to.equal('2099-01-02');
    button(root, 'Reset all filters').click();
    await until(() => !lastList(spy).has('date'), 'date reset');
    expect(lastList(spy).get('hierarchized_url')).to.equal('/explore/us/ny/new-york');
  });
});
