import { expect } from 'chai';
import {
  $,
  axeViolations,
  button,
  cards,
  choose,
  combo,
  field,
  heading,
  loadAll,
  mountSearch,
  until,
} from './helpers';

const base = '/sandbox/search-places/api';
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses');
const notFound = (root: ShadowRoot) =>
  until(() => $(root, '#tt-nf')?.textContent === 'Page not found', 'not found');

describe('<teetime-search> explore, sections and URL state', () => {
  const start = location.href;
  before(loadAll);
  afterEach(() => {
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    history.replaceState(null, '', start);
  });

  it('explores countries, states and cities', async () => {
    const { el, root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    button(root, 'Explore courses by place').click();
    await until(() => $(root, 'nav h2')?.textContent === 'Explore golf by country', 'countries');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(root, 'United States').click();
    await until(() => $(root, 'nav h2')?.textContent === 'Explore United States', 'states');
    button(root, 'Texas').click();
    await until(() => $(root, 'nav h2')?.textContent === 'Cities in Texas', 'cities');
    await until(() => heading(root) === 'Golf courses in Texas', 'state list');
    button(root, 'Austin, TX').click();
    await until(() => heading(root) === 'Golf courses in Austin, TX', 'city list');
    await loaded(root);
  });

  it('starts from an explore or section path; unknown places show the not-found view', async () => {
    const a = mountSearch(`api-base="${base}" location="/explore/us/ny/new-york"`);
    await until(() => heading(a.root) === 'Golf courses in New York, NY', 'city from path');
    const b = mountSearch(`api-base="${base}" location="/explore/us/zz"`);
    await notFound(b.root);
    expect(await axeViolations(b.el)).to.deep.equal([]);
    button(b.root, 'Back to search').click();
    await until(() => !$(b.root, '#tt-nf'), 'back');
    const c = mountSearch(`api-base="${base}" location="/sections/desert-golf"`);
    await loaded(c.root);
    expect($(c.root, '.tt-summary')!.textContent).to.include('in desert golf');
    const d = mountSearch(`api-base="${base}" location="/sections/no-such-section"`);
    await notFound(d.root);
  });

  it('needs exploreCountriesStates and sectionCourses: off, the not-found view after 100 ms', async () => {
    const a = mountSearch(`api-base="${base}" brand="lakeside" location="/explore/us"`);
    await until(() => combo(a.root), 'form');
    expect(() => button(a.root, 'Explore courses by place')).to.throw();
    const t0 = performance.now();
    await notFound(a.root);
    expect(performance.now() - t0).to.be.at.least(50);
    const b = mountSearch(`api-base="${base}" brand="lakeside" location="/sections/desert-golf"`);
    await notFound(b.root);
  });

  it('has no map view: the list, without a list/map switch (the map was a placeholder)', async () => {
    const { el, root } = mountSearch(`api-base="${base}" location="Austin, TX" view="map"`);
    await loaded(root);
    expect($(root, '.tt-map')).to.equal(null);
    expect(() => button(root, 'Map')).to.throw();
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('with sync-url, the URL follows the search and is read back on load', async () => {
    const { root } = mountSearch(`api-base="${base}" sync-url`);
    await until(() => combo(root), 'form');
    await choose(root, 'new york', 'New York, NY');
    await loaded(root);
    field<HTMLSelectElement>(root, 'Players').value = '3';
    field<HTMLSelectElement>(root, 'Players').dispatchEvent(new Event('input', { bubbles: true }));
    field<HTMLSelectElement>(root, 'Sort by').value = 'rating';
    field<HTMLSelectElement>(root, 'Sort by').dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => new URLSearchParams(location.search).get('sort') === 'rating', 'sort in URL');
    const q = new URLSearchParams(location.search);
    expect(q.get('locationType')).to.equal('City');
    expect(q.get('locationUrl')).to.equal('/explore/us/ny/new-york');
    expect(q.get('players')).to.equal('3');
    expect(new URL(start).searchParams.get('wtr-session-id')).to.equal(q.get('wtr-session-id'));
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    const again = mountSearch(`api-base="${base}" sync-url`);
    await until(() => heading(again.root) === 'Golf courses in New York, NY', 'read back');
    expect(field<HTMLSelectElement>(again.root, 'Sort by').value).to.equal('rating');
    expect(field<HTMLSelectElement>(again.root, 'Players').value).to.equal('3');
  });

  it('without sync-url, the URL is left alone; bad attribute values are ignored', async () => {
    const { root } = mountSearch(
      `api-base="${base}" location="Austin, TX" players="9" holes="18" category="bogus"`,
    );
    await loaded(root);
    expect(location.href).to.equal(start);
    expect(field<HTMLSelectElement>(root, 'Players').value).to.equal('');
    expect(field<HTMLSelectElement>(root, 'Holes').value).to.equal('18');
  });
});
