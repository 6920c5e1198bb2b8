import { expect } from 'chai';
import { GEO_POSITION_KEY } from '../../../src/core/storageKeys';
import { loadScript } from '../../../tests/support/dom';
import {
  $,
  $$,
  axeViolations,
  button,
  cards,
  choose,
  combo,
  field,
  heading,
  loadAll,
  mountSearch,
  openFilters,
  spyFetch,
  type,
  until,
} from './helpers';

const base = '/sandbox/search-discovery/api';
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses');
const layer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
const params = (url: string) => new URL(url, location.href).searchParams;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A browser position: answered after `delay` ms, or refused. */
function fakeGeolocation(answer: { latitude: number; longitude: number } | 'denied', delay = 0) {
  sessionStorage.removeItem(GEO_POSITION_KEY);
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
      setTimeout(() => {
        if (answer === 'denied') fail({ code: 1, message: 'denied' } as GeolocationPositionError);
        else ok({ coords: answer } as GeolocationPosition);
      }, delay);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

describe('<teetime-search> discovery rules', () => {
  const start = location.href;
  let spy: ReturnType<typeof spyFetch>;
  // The sandbox seeds this scenario's database on its first call: before the first test's clock.
  before(() =>
    loadAll().then(() => fetch(`${base}/v6/status/site`, { headers: { 'X-Api-Key': 'demo-teetime' } })),
  );
  beforeEach(() => (spy = spyFetch()));
  afterEach(() => {
    spy.restore();
    document.querySelectorAll('teetime-search, teetime-picker').forEach((n) => n.parentElement?.remove());
    delete (navigator as unknown as { geolocation?: unknown }).geolocation;
    sessionStorage.removeItem(GEO_POSITION_KEY);
    history.replaceState(null, '', start);
  });

  it('after a deal, a city search sends every rate type again', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    await choose(root, 'early bird', 'Early bird');
    await until(() => heading(root).startsWith('Deals in '), 'deals');
    await loaded(root);
    expect(params(spy.of('location_list').at(-1)!.url).get('rate_types')).to.equal('lightning');
    await choose(root, 'new york', 'New York, NY');
    await until(() => heading(root) === 'Golf courses in New York, NY', 'city');
    await loaded(root);
    expect(params(spy.of('location_list').at(-1)!.url).has('rate_types')).to.equal(false);
  });

  it('a price and hours from the URL show in the filter fields', async () => {
    history.replaceState(
      null,
      '',
      `${location.pathname}${location.search}&locationType=City&locationName=New%20York&locationUrl=%2Fexplore%2Fus%2Fny%2Fnew-york&maxPrice=60&minHour=7`,
    );
    const { root } = mountSearch(`api-base="${base}" sync-url`);
    await loaded(root);
    expect(params(spy.of('location_list').at(-1)!.url).get('max_price')).to.equal('60');
    expect(button(root, /^Filters/).textContent).to.equal('Filters 2 active');
    await openFilters(root);
    await until(() => field(root, 'Highest price').value === '60', 'price from the URL');
    expect(field(root, 'Lowest price').value).to.equal('');
    // From 7 am: the chips wholly after it.
    const pressed = [...root.querySelectorAll('[role=dialog] .tt-chip[aria-pressed=true]')].map((c) =>
      c.firstChild!.textContent!.trim(),
    );
    expect(pressed).to.deep.equal(['Morning', 'Midday', 'Twilight']);
  });

  it('tracks a search per search run, not per filter or sort change', async () => {
    const searches = () => layer().filter((x) => x.event === 'search').length;
    const before = searches();
    const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(root);
    expect(searches()).to.equal(before + 1);
    type(field<HTMLSelectElement>(root, 'Sort by'), 'rating');
    await until(() => spy.of('location_list').some((c) => c.url.includes('sort=rating')), 'sorted');
    await openFilters(root);
    type(field(root, 'Highest price'), '80');
    const show = await until(
      () => [...root.querySelectorAll('button')].find((b) => /^Show \d+ courses?$/.test(b.textContent!)),
      'count',
    );
    show.click();
    await until(() => params(spy.of('location_list').at(-1)!.url).get('max_price') === '80', 'price');
    await loaded(root);
    expect(searches()).to.equal(before + 1);
  });

  it('a section list waits for the position and asks once', async () => {
    fakeGeolocation(AUSTIN, 300);
    const { root } = mountSearch(`api-base="${base}" location="/sections/desert-golf"`);
    await loaded(root);
    await pause(300);
    const calls = spy.of('location_list');
    expect(calls).to.have.length(1);
    expect(params(calls[0]!.url).get('lat')).to.equal(String(AUSTIN.latitude));
  });

  it('autocomplete asks v2 with include_without_tee_times, near the golfer when their position is known', async () => {
    sessionStorage.setItem(GEO_POSITION_KEY, JSON.stringify({ ...AUSTIN, timestamp: Date.now() }));
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    await choose(root, 'austin', 'Austin, TX');
    const call = spy.of('search/autocomplete')[0]!.url;
    expect(call).to.include('/v6/search/autocomplete-v2?');
    const q = params(call);
    expect(q.get('include_without_tee_times')).to.equal('true');
    expect(q.get('include_zip_codes')).to.equal('true');
    expect(q.get('lat')).to.equal(String(AUSTIN.latitude));
    expect(q.get('lon')).to.equal(String(AUSTIN.longitude));
  });

  it('a bare /explore opens the golfer’s city; without a position, home', async () => {
    fakeGeolocation(AUSTIN);
    const a = mountSearch(`api-base="${base}" brand="northern-links" location="/explore"`);
    await until(() => heading(a.root) === 'Golf courses in Austin, TX', 'my city');
    expect($$(a.root, 'nav h2').map((h) => h.textContent)).to.not.include('Explore golf by country');
    a.box.remove();
    fakeGeolocation('denied');
    const b = mountSearch(`api-base="${base}" brand="northern-links" location="/explore"`);
    await until(() => combo(b.root), 'form');
    await pause(300);
    expect($(b.root, 'nav, .tt-results, #tt-nf')).to.equal(null);
  });

  it('/deals searches the golfer’s city with the special rate; dealsPage off → not found', async () => {
    fakeGeolocation(AUSTIN);
    const { el, root } = mountSearch(`api-base="${base}" location="/deals"`);
    await until(() => heading(root) === 'Deals in Austin, TX', 'deals of my city');
    await until(() => !$(root, '[aria-busy=true]'), 'loaded');
    const q = params(spy.of('location_list').at(-1)!.url);
    expect(q.get('hierarchized_url')).to.equal('/explore/us/tx/austin');
    expect(q.get('rate_types')).to.equal('lightning');
    expect(q.get('sort')).to.equal('price');
    expect(await axeViolations(el)).to.deep.equal([]);
    const off = mountSearch(`api-base="${base}" brand="cedar-ridge" location="/deals/d4"`);
    await until(() => $(off.root, '#tt-nf'), 'not found');
  });

  it('the hot-deals attribute searches deals only', async () => {
    const { root } = mountSearch(`api-base="${base}" location="New York, NY" hot-deals`);
    await loaded(root);
    expect(params(spy.of('location_list').at(-1)!.url).get('rate_types')).to.equal('lightning');
  });

  it('hands the narrowed hours, prices and membership rates to the picker and the course link', async () => {
    await loadScript('/dist/embed/teetime-picker.js');
    // The picker's script is its first screen's, which adds the UI's (src/first).
    await customElements.whenDefined('teetime-picker');
    const { el, root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(root);
    await openFilters(root);
    // "Twilight": from 3 pm.
    [...root.querySelectorAll<HTMLButtonElement>('[role=dialog] .tt-chip')]
      .find((c) => c.textContent!.startsWith('Twilight'))!
      .click();
    type(field(root, 'Highest price'), '90');
    const member = $$(root, 'label.tt-check')
      .find((l) => l.textContent?.trim() === 'Network membership rates only')!
      .querySelector('input')!;
    member.click();
    const show = await until(
      () => [...root.querySelectorAll('button')].find((b) => /^Show \d+ courses?$/.test(b.textContent!)),
      'count',
    );
    show.click();
    await until(
      () => params(spy.of('location_list').at(-1)!.url).get('network_membership_only') === 'true',
      'ran',
    );
    await loaded(root);
    const events: CustomEvent[] = [];
    // The host navigates itself (the link with the filters is unit-tested: courseFilters.test.ts).
    el.addEventListener('teetime-course-select', (e) => {
      e.preventDefault();
      events.push(e as CustomEvent);
    });
    cards(root)[0]!.querySelector<HTMLButtonElement>('h3 button')!.click();
    expect(events[0]!.detail).to.include({ minHour: 15, maxPrice: 90, networkMembershipOnly: true });
    // A picker on the page opens the course with the same filters.
    const picker = document.createElement('teetime-picker');
    picker.setAttribute('api-base', base);
    el.parentElement!.appendChild(picker);
    cards(root)[1]!.querySelector<HTMLButtonElement>('h3 button')!.click();
    const groups = await until(() => spy.of('tee_time_groups/at/').at(-1), 'picker asks');
    const g = params(groups.url);
    expect([g.get('min_hour'), g.get('max_price'), g.get('network_membership_only')]).to.deep.equal([
      '15',
      '90',
      'true',
    ]);
  });

  it('the home start view: banner, featured courses near the golfer, golf-club courses for non-members', async () => {
    fakeGeolocation(AUSTIN, 100);
    const { el, root } = mountSearch(`api-base="${base}" brand="northern-links" home`);
    await until(() => $(root, '#tt-near + ul li'), 'courses near you');
    const near = spy.of('featured_courses/near_you')[0]!.url;
    expect(params(near).get('lat')).to.equal(String(AUSTIN.latitude));
    await until(() => $(root, '#tt-club'), 'golf-club courses');
    expect(params(spy.of('location_list').at(-1)!.url).get('network_membership_only')).to.equal('true');
    expect(await axeViolations(el)).to.deep.equal([]);
    const plain = mountSearch(`api-base="${base}"`);
    await until(() => combo(plain.root), 'form');
    expect($(plain.root, '.tt-home')).to.equal(null);
  });
});
