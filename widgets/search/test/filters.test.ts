import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  $,
  $$,
  axeViolations,
  button,
  cards,
  combo,
  field,
  heading,
  key,
  loadAll,
  mountSearch,
  spyFetch,
  type,
  until,
} from './helpers';

const base = '/sandbox/search-filters/api';
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses', 15000);
const checkbox = (root: ShadowRoot, label: string) =>
  $$(root, 'label.tt-check')
    .find((l) => l.textContent?.trim() === label)!
    .querySelector('input')!;
/** A click on a checkbox, as a golfer's (the change event both runtimes listen to). */
const click = (box: HTMLInputElement) => box.click();
const lastList = (spy: ReturnType<typeof spyFetch>) =>
  new URL(spy.of('location_list').at(-1)!.url, location.href).searchParams;
/** The filter drawer, built only while it is open. */
const dialog = (root: ShadowRoot) => $(root, '[role=dialog]')!;
const drawerOpen = (root: ShadowRoot) => $(root, '[role=dialog]') !== null;
const chip = (root: ShadowRoot, name: string) =>
  $$<HTMLButtonElement>(root, '[role=dialog] .tt-chip').find((c) => c.textContent!.startsWith(name))!;
const showButton = (root: ShadowRoot) => button(root, /^Show (\d+ )?courses?$/);
/** "Show N courses" once the count of the draft is in; clicks it. */
async function applyDraft(root: ShadowRoot) {
  await until(() => /^Show \d+ courses?$/.test(showButton(root).textContent!), 'count of the draft');
  showButton(root).click();
  await until(() => !drawerOpen(root), 'drawer closed');
}

describe('<teetime-search> filters', function () {
  this.timeout(30000);
  const start = location.href;
  let spy: ReturnType<typeof spyFetch>;
  before(loadAll);
  beforeEach(() => (spy = spyFetch()));
  afterEach(() => {
    spy.restore();
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    history.replaceState(null, '', start);
  });

  async function open(attrs = '') {
    const m = mountSearch(`api-base="${base}" location="New York, NY" ${attrs}`);
    await loaded(m.root);
    const toggle = button(m.root, /^Filters/);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(drawerOpen(m.root)).to.equal(false);
    expect(toggle.hasAttribute('aria-controls')).to.equal(false);
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true' && drawerOpen(m.root), 'drawer');
    expect(toggle.getAttribute('aria-controls')).to.equal(dialog(m.root).id);
    return { ...m, toggle };
  }

  it('time-of-day chips, price, riding, players and course list apply together with "Show N courses"', async () => {
    const { el, root, toggle } = await open();
    const searches: CustomEvent[] = [];
    el.addEventListener('teetime-search', (e) => searches.push(e as CustomEvent));
    expect(dialog(root).getAttribute('aria-modal')).to.equal('true');
    expect($$(root, '[role=dialog] .tt-chip').map((c) => c.textContent)).to.deep.equal([
      'Early bird before 8 am',
      'Morning 8–11 am',
      'Midday 11 am–3 pm',
      'Twilight after 3 pm',
    ]);
    chip(root, 'Morning').click();
    chip(root, 'Midday').click();
    await until(() => chip(root, 'Midday').getAttribute('aria-pressed') === 'true', 'chips');
    type(field(root, 'Highest price'), '60');
    type(field(root, 'Lowest price'), '80');
    await until(() => $(root, '.tt-filters .tt-field-error')!.textContent, 'price check');
    expect($(root, '.tt-filters .tt-field-error')!.textContent).to.equal(
      'The minimum price must not be above the maximum price.',
    );
    expect(showButton(root).disabled).to.equal(true);
    type(field(root, 'Lowest price'), '20');
    type(field<HTMLSelectElement>(root, 'Riding'), 'true');
    type(field<HTMLSelectElement>(root, 'At least'), '3');
    type(field<HTMLSelectElement>(root, 'Course list'), 'top_rated');
    click(checkbox(root, 'Prepaid only'));
    click(checkbox(root, 'Network membership rates only'));
    await until(() => !$(root, '.tt-filters .tt-field-error')!.textContent, 'price pair valid again');
    await until(() => checkbox(root, 'Network membership rates only').checked, 'rendered');
    expect(await axeViolations(el)).to.deep.equal([]);
    // Nothing runs until the golfer applies.
    expect(searches).to.have.length(0);
    await applyDraft(root);
    await until(() => searches.length === 1, 'one search');
    const q = lastList(spy);
    expect([q.get('min_hour'), q.get('max_hour')]).to.deep.equal(['8', '15']);
    expect([q.get('min_price'), q.get('max_price')]).to.deep.equal(['20', '60']);
    expect(q.get('is_riding')).to.equal('true');
    expect(q.get('qty')).to.equal('3');
    expect(q.get('category')).to.equal('top_rated');
    expect(q.get('is_prepaid_only')).to.equal('true');
    expect(q.get('network_membership_only')).to.equal('true');
    // Hours, price, riding, players, course list, prepaid, membership: seven active filters.
    expect(toggle.textContent).to.equal('Filters 7 active');
  });

  it('"Show N courses" counts what the draft finds', async () => {
    const { root } = await open();
    const all = Number(/\d+/.exec(showButton(root).textContent!)![0]);
    expect($(root, '.tt-summary')!.textContent).to.match(new RegExp(`^${all} courses`));
    type(field<HTMLSelectElement>(root, 'Distance'), '5');
    await until(() => showButton(root).textContent !== `Show ${all} courses`, 'new count');
    await until(() => /^Show \d+ courses?$/.test(showButton(root).textContent!), 'count');
    const n = Number(/\d+/.exec(showButton(root).textContent!)![0]);
    expect(n).to.be.below(all);
    await applyDraft(root);
    await until(() => lastList(spy).get('max_radius') === '5', 'applied');
    const said = n ? `${n} course` : "We couldn't find";
    await until(() => $(root, '.tt-summary')!.textContent!.startsWith(said), 'list of n');
  });

  it('keyboard: focus moves in and stays in, Escape closes, focus goes back to the button, the draft is dropped', async () => {
    const { root, toggle } = await open();
    const inside = () => dialog(root).contains(root.activeElement);
    await until(inside, 'focus in the drawer');
    const focusables = [...dialog(root).querySelectorAll<HTMLElement>('button:not([disabled]),input,select')];
    const last = focusables.at(-1)!;
    last.focus();
    key(last, 'Tab');
    expect(root.activeElement).to.equal(focusables[0]);
    focusables[0]!.focus();
    const shift = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    focusables[0]!.dispatchEvent(shift);
    expect(root.activeElement).to.equal(last);
    chip(root, 'Twilight').click();
    await until(() => chip(root, 'Twilight').getAttribute('aria-pressed') === 'true', 'twilight');
    key(root.activeElement!, 'Escape');
    await until(() => !drawerOpen(root), 'closed');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(root.activeElement).to.equal(toggle);
    expect(toggle.textContent).to.equal('Filters');
    toggle.click();
    await until(() => drawerOpen(root), 'open again');
    expect(chip(root, 'Twilight').getAttribute('aria-pressed')).to.equal('false');
  });

  it('filters already in the URL show as active', async () => {
    const url = new URL(start);
    for (const [k, v] of Object.entries({ minHour: '8', maxHour: '11', maxPrice: '50', cart: 'false' }))
      url.searchParams.set(k, v);
    history.replaceState(null, '', url);
    const { root, toggle } = await open('sync-url');
    expect(toggle.textContent).to.equal('Filters 3 active');
    expect(chip(root, 'Morning').getAttribute('aria-pressed')).to.equal('true');
    expect(chip(root, 'Early bird').getAttribute('aria-pressed')).to.equal('false');
    expect(field(root, 'Highest price').value).to.equal('50');
    expect(field<HTMLSelectElement>(root, 'Riding').value).to.equal('false');
  });

  it('deals only sets the hot-deal rate and gives back the previous rate types when off', async () => {
    const { root } = await open();
    click(checkbox(root, 'Online'));
    click(checkbox(root, 'Senior'));
    click(checkbox(root, 'Deals only'));
    await until(() => checkbox(root, 'Hot deals').checked, 'hot deals rate');
    expect(checkbox(root, 'Online').checked).to.equal(false);
    await applyDraft(root);
    await until(() => lastList(spy).get('rate_types') === 'lightning', 'deals only');
    button(root, /^Filters/).click();
    await until(() => drawerOpen(root), 'open');
    click(checkbox(root, 'Deals only'));
    await until(() => checkbox(root, 'Senior').checked, 'senior back');
    await applyDraft(root);
    await until(() => lastList(spy).get('rate_types') === 'online,senior', 'restored');
  });

  it('distance: "Within N miles", a radius sent only below 150', async () => {
    const { root } = await open();
    type(field<HTMLSelectElement>(root, 'Distance'), '25');
    await applyDraft(root);
    await until(() => lastList(spy).get('max_radius') === '25', 'radius');
    button(root, /^Filters/).click();
    await until(() => drawerOpen(root), 'open');
    type(field<HTMLSelectElement>(root, 'Distance'), '150');
    await applyDraft(root);
    await until(() => !lastList(spy).has('max_radius'), 'no radius at 150');
  });

  /** A price and an hour filter applied, then another date: the search to reset. */
  async function narrowThenDate(root: ShadowRoot) {
    type(field(root, 'Highest price'), '40');
    chip(root, 'Early bird').click();
    await applyDraft(root);
    await until(() => lastList(spy).get('max_price') === '40', 'price');
    type(field(root, 'Date'), '2099-01-02');
    await until(() => lastList(spy).get('date') === '2099-01-02', 'date');
  }

  it('"Clear all" clears the filters and keeps the date of the search', async () => {
    const { root, toggle } = await open();
    await narrowThenDate(root);
    toggle.click();
    await until(() => drawerOpen(root), 'open');
    button(root, 'Clear all').click();
    await until(() => field(root, 'Highest price').value === '', 'price cleared');
    expect(chip(root, 'Early bird').getAttribute('aria-pressed')).to.equal('false');
    await applyDraft(root);
    await until(() => !lastList(spy).has('max_price') && !lastList(spy).has('max_hour'), 'cleared');
    expect(lastList(spy).get('date')).to.equal('2099-01-02');
    expect(toggle.textContent).to.equal('Filters');
  });

  it("a new place starts without the last one's filters, on the same date", async () => {
    const { root, toggle } = await open();
    await narrowThenDate(root);
    // Another place, typed and sent with Enter, as a golfer does.
    const edit = $$<HTMLButtonElement>(root, 'button').find((b) => b.textContent?.startsWith('Edit'));
    edit?.click();
    const where = await until(() => combo(root), 'the place field');
    where.focus();
    type(where, 'Denver, CO');
    await sendKeys({ press: 'Enter' });
    await until(() => /Denver/.test(heading(root)), 'Denver list', 10000);
    await until(() => lastList(spy).get('date') === '2099-01-02' && !lastList(spy).has('max_price'), 'reset');
    expect(lastList(spy).has('max_hour')).to.equal(false);
    expect(toggle.textContent).to.equal('Filters');
  });
});
