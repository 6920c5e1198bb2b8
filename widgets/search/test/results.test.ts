import { expect } from 'chai';
import { addDays } from '../../../src/domain/booking/pickerRules';
import { today } from '../../../src/domain/format';
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
  spyFetch,
  type,
  until,
} from './helpers';

const base = '/sandbox/search-results/api';
const AUSTIN = 'America/Chicago';
/** The day after today at a place (its own time zone), `YYYY-MM-DD`. */
const dayAfter = (timeZone: string) => addDays(today(new Date(), timeZone), 1);
const layer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
const sortSelect = (root: ShadowRoot) => field<HTMLSelectElement>(root, 'Sort by');
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses');

describe('<teetime-search> course lists', () => {
  before(loadAll);
  afterEach(() => {
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    document.querySelectorAll('teetime-picker').forEach((n) => n.remove());
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  });

  it('city list: distance sort, 15 per page, banners every 6, deals at 12, load more while shown < total', async () => {
    // Tomorrow in New York, so some courses have tee times whatever the hour there.
    const { el, root } = mountSearch(`api-base="${base}" date="${dayAfter('America/New_York')}"`);
    const searches: CustomEvent[] = [];
    el.addEventListener('teetime-search', (e) => searches.push(e as CustomEvent));
    await until(() => combo(root), 'form');
    await choose(root, 'new york', 'New York, NY');
    await until(() => heading(root) === 'Golf courses in New York, NY', 'city heading');
    await loaded(root);
    expect(sortSelect(root).value).to.equal('distance');
    expect([...sortSelect(root).options].map((o) => o.textContent)).to.deep.equal([
      'Best Match',
      'Nearest',
      'Price',
      'Rating',
      'A–Z',
      'Z–A',
    ]);
    expect(cards(root)).to.have.length(15);
    const items = $$(root, '.tt-list > li');
    expect(items[5]!.querySelector('.tt-banner')).to.not.equal(null);
    expect(items[11]!.querySelector('.tt-deal')).to.not.equal(null);
    expect(items).to.have.length(17);
    expect($(root, '.tt-summary')!.textContent).to.match(/^29 courses near New York, NY/);
    expect(searches).to.have.length(1);
    expect(searches[0]!.detail.location).to.include({
      type: 'City',
      hierarchizedUrl: '/explore/us/ny/new-york',
    });
    expect(searches[0]!.bubbles && searches[0]!.composed).to.equal(true);
    expect(layer().some((x) => x.event === 'cityVisited')).to.equal(true);
    expect(layer().some((x) => x.event === 'search')).to.equal(true);
    button(root, 'Load more (15 of 29)').click();
    await until(() => cards(root).length === 29, 'page 2 and the courses without tee times');
    expect(() => button(root, /Load more/)).to.throw();
    const all = $$(root, '.tt-list > li');
    expect(all[17]!.querySelector('.tt-banner')).to.not.equal(null);
    expect(all[24]!.querySelector('.tt-deal')).to.not.equal(null);
    expect(new Set(cards(root).map((c) => c.getAttribute('aria-label'))).size).to.equal(29);
    // Courses with tee times for the date come first; a course with a current deal is marked.
    const bookable = cards(root).map((c) => !/No tee times (for this date|online here)/.test(c.textContent!));
    expect(bookable.indexOf(false)).to.be.greaterThan(0);
    expect(bookable.slice(bookable.indexOf(false))).to.not.include(true);
    const hot = cards(root).filter((c) => c.querySelector('.tt-hot')?.textContent === 'Hot deal');
    expect(hot.length).to.be.greaterThan(0);
  });

  it('for 2 players a card says the price per player and their total (issue 31)', async () => {
    const { root } = mountSearch(
      `api-base="${base}" location="Austin, TX" players="2" date="${dayAfter(AUSTIN)}"`,
    );
    await loaded(root);
    const rate = cards(root)
      .map((c) => c.querySelector('.tt-rate')!.textContent!)
      .find((t) => t.startsWith('from'))!;
    const m = /^from \$([\d,.]+) per player · \$([\d,.]+) for 2 players$/.exec(rate);
    expect(m, rate).to.not.equal(null);
    const per = Number(m![1]!.replace(/,/g, ''));
    const total = Number(m![2]!.replace(/,/g, ''));
    expect(Math.round(per * 200)).to.equal(Math.round(total * 100));
  });

  it('course cards show photo, name, city, distance, rating, a big price per player, next times and one action', async () => {
    // Tomorrow in Austin: late in its evening, today has no tee times left to show a price for.
    const { el, root } = mountSearch(`api-base="${base}" location="Austin, TX" date="${dayAfter(AUSTIN)}"`);
    await loaded(root);
    const card = cards(root)[0]!;
    const name = card.getAttribute('aria-label')!;
    expect(card.querySelector('img')!.getAttribute('alt')).to.equal(`Photo of ${name}`);
    expect(card.querySelector('h3 button')!.textContent).to.equal(name);
    expect(card.textContent).to.match(/Austin, TX · [\d.]+ mi/);
    // The rating of a course with public reviews, one decimal as its Reviews tab says it (issue 31);
    // a course without reviews shows none.
    expect(cards(root).some((c) => /★ \d\.\d/.test(c.textContent ?? ''))).to.equal(true);
    expect(cards(root).every((c) => !/★ \d(?!\.\d)/.test(c.textContent ?? ''))).to.equal(true);
    const rate = card.querySelector('.tt-rate')!;
    expect(rate.textContent).to.match(/^from \$\d+(\.\d\d)? per player$/);
    // The price is the largest text of the card, in bold.
    const price = getComputedStyle(rate.querySelector('strong')!);
    const body = parseFloat(getComputedStyle(card).fontSize);
    expect(parseFloat(price.fontSize)).to.be.at.least(1.4 * body);
    expect(Number(price.fontWeight)).to.be.at.least(700);
    const chips = [...card.querySelectorAll<HTMLButtonElement>('.tt-times button')];
    expect(chips.length).to.be.within(1, 4);
    for (const c of chips) {
      expect(c.textContent).to.match(/^\d{1,2}:\d\d [AP]M$/);
      const r = c.getBoundingClientRect();
      expect(r.width >= 44 && r.height >= 44, `${c.textContent} ${r.width}×${r.height}`).to.equal(true);
    }
    expect(card.querySelector('.tt-times')!.getAttribute('aria-label')).to.equal(`Next tee times at ${name}`);
    expect(card.querySelector('.tt-cta')!.textContent).to.equal(`See tee times at ${name}`);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('state lists sort by name and send stateVisited; sections sort by name without a position', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    await choose(root, 'texas', 'Texas');
    await until(() => heading(root) === 'Golf courses in Texas', 'state heading');
    expect(sortSelect(root).value).to.equal('name');
    expect(layer().some((x) => x.event === 'stateVisited')).to.equal(true);
    await choose(root, 'desert', 'Desert golf');
    await loaded(root);
    await until(() => $(root, '.tt-summary')!.textContent!.includes('in Desert golf'), 'section list');
    expect(sortSelect(root).value).to.equal('name');
  });

  it('re-runs the search with the chosen sort', async () => {
    const spy = spyFetch();
    try {
      const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
      await loaded(root);
      type(sortSelect(root), 'rating');
      await until(() => spy.of('location_list').some((c) => c.url.includes('sort=rating')), 'rating sort');
      type(sortSelect(root), 'name_desc');
      await until(() => spy.of('location_list').some((c) => c.url.includes('sort=name_desc')), 'Z–A');
      await loaded(root);
      const names = cards(root).map((c) => c.getAttribute('aria-label')!);
      const withTimes = names.slice(0, 5);
      expect([...withTimes].sort().reverse()).to.deep.equal(withTimes);
    } finally {
      spy.restore();
    }
  });

  it('hands a course over: course-select on the element and the bus, else the course-url', async () => {
    const { el, root } = mountSearch(
      `api-base="${base}" location="Austin, TX" course-url="#course-{courseId}-{players}"`,
    );
    await loaded(root);
    const events: CustomEvent[] = [];
    el.addEventListener('teetime-course-select', (e) => events.push(e as CustomEvent));
    type(field<HTMLSelectElement>(root, 'Players'), '2');
    const first = cards(root)[0]!;
    first.querySelector<HTMLButtonElement>('h3 button')!.click();
    expect(events[0]!.detail).to.include({ courseName: first.getAttribute('aria-label'), players: 2 });
    await until(() => location.hash === `#course-${events[0]!.detail.courseId}-2`, 'course url');
    history.replaceState(null, '', location.pathname);
    document.body.appendChild(document.createElement('teetime-picker'));
    cards(root)[1]!.querySelector<HTMLButtonElement>('h3 button')!.click();
    expect(events).to.have.length(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(location.hash).to.equal('');
  });

  it('a next-time chip goes straight to that tee time: its date and time in the event and the course-url', async () => {
    const { el, root } = mountSearch(
      `api-base="${base}" location="Austin, TX" date="${dayAfter(AUSTIN)}" course-url="#course-{courseId}"`,
    );
    await loaded(root);
    const events: CustomEvent[] = [];
    el.addEventListener('teetime-course-select', (e) => events.push(e as CustomEvent));
    const chip = cards(root)[0]!.querySelector<HTMLButtonElement>('.tt-times button')!;
    chip.click();
    const detail = events[0]!.detail as { date: string; time: string; courseId: string };
    expect(detail.date).to.equal(dayAfter(AUSTIN));
    expect(detail.time).to.match(/^\d\d:\d\d$/);
    const [h, m] = detail.time.split(':').map(Number) as [number, number];
    expect(chip.textContent).to.equal(
      new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }),
    );
    await until(
      () => location.hash === `#course-${detail.courseId}?time=${encodeURIComponent(detail.time)}`,
      'course url with the time',
    );
    // With a picker on the page, the chip hands over on the bus instead.
    history.replaceState(null, '', location.pathname);
    document.body.appendChild(document.createElement('teetime-picker'));
    cards(root)[1]!.querySelector<HTMLButtonElement>('.tt-cta')!.click();
    expect(events[1]!.detail.time).to.equal(undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(location.hash).to.equal('');
  });

  it('a course suggestion goes straight to the course', async () => {
    const { el, root } = mountSearch(`api-base="${base}"`);
    const events: CustomEvent[] = [];
    el.addEventListener('teetime-course-select', (e) => events.push(e as CustomEvent));
    await until(() => combo(root), 'form');
    await choose(root, 'austin country', 'Austin Country Club');
    await until(() => events.length === 1, 'course select');
    expect(events[0]!.detail.courseName).to.equal('Austin Country Club');
  });

  it('shows no membership banners and no deals when the brand has membership and dealsPage off', async () => {
    const { root } = mountSearch(`api-base="${base}" brand="cedar-ridge" location="New York, NY"`);
    await loaded(root);
    expect($$(root, '.tt-banner')).to.have.length(0);
    expect($$(root, '.tt-deal, .tt-hot')).to.have.length(0);
    const lakeside = mountSearch(`api-base="${base}" brand="lakeside" location="New York, NY"`);
    await loaded(lakeside.root);
    expect($$(lakeside.root, '.tt-list > li')[11]!.querySelector('.tt-deal')).to.not.equal(null);
  });

  it('a deal suggestion shows the deal and the deals of its city, lowest price first', async () => {
    const spy = spyFetch();
    try {
      const { el, root } = mountSearch(`api-base="${base}"`);
      await until(() => combo(root), 'form');
      await choose(root, 'early bird', 'Early bird');
      await until(() => heading(root).startsWith('Deals in '), 'deals list');
      await loaded(root);
      expect(sortSelect(root).value).to.equal('price');
      const call = spy.of('location_list').at(-1)!.url;
      expect(call).to.include('rate_types=lightning').and.include('sort=price');
      // A city search (spec 01 deals rules), not one around a point.
      const q = new URL(call, location.href).searchParams;
      expect(q.get('hierarchized_url')).to.match(/^\/explore\//);
      expect(q.has('lat')).to.equal(false);
      expect($(root, '.tt-banner .tt-deal h2')!.textContent).to.match(/^Early bird/);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      spy.restore();
    }
  });
});
