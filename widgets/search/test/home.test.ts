import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { GEO_POSITION_KEY } from '../../../src/core/storageKeys';
import {
  $,
  $$,
  axeViolations,
  button,
  combo,
  field,
  loadAll,
  mountSearch,
  spyFetch,
  type,
  until,
} from './helpers';

const base = '/sandbox/search-home/api';
const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
/** Mid-Pacific: no featured course within reach. */
const OCEAN = { latitude: 0, longitude: -150 };
const headers = { 'X-Api-Key': 'demo-teetime' };
const PRICE = /from \$\d+(\.\d\d)? per player$/;

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

/** Answers the calls whose URL contains `part` with `answer` (JSON, `status`), the rest as usual. */
function stubFetch(part: string, answer: unknown, status = 200) {
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).includes(part)
      ? Promise.resolve(
          new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }),
        )
      : original(input, init);
  return () => (window.fetch = original);
}

/** The "near you" section (on the React build, which has no first screen, it comes with the UI). */
const near = (root: ShadowRoot) => $(root, 'section[aria-labelledby=tt-near]');
const nearItems = (root: ShadowRoot) => $$(root, 'section[aria-labelledby=tt-near] li');
const nearLoaded = (root: ShadowRoot) =>
  until(
    () => nearItems(root).length > 0 && !near(root)?.querySelector('[aria-busy=true]'),
    'courses near you',
  );

describe('<teetime-search home>: the home page', () => {
  const start = location.href;
  let spy: ReturnType<typeof spyFetch>;
  let restore: (() => void) | undefined;
  // The sandbox seeds this scenario's database on its first call: before the first test's clock.
  before(function () {
    this.timeout(30000);
    return loadAll().then(() => fetch(`${base}/v6/status/site`, { headers }));
  });
  beforeEach(() => (spy = spyFetch()));
  afterEach(() => {
    restore?.();
    restore = undefined;
    spy.restore();
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    delete (navigator as unknown as { geolocation?: unknown }).geolocation;
    sessionStorage.removeItem(GEO_POSITION_KEY);
    history.replaceState(null, '', start);
  });

  it('the running contest: its prize, its end date and how to enter', async () => {
    fakeGeolocation(DENVER);
    const { el, root } = mountSearch(`api-base="${base}" home`);
    const contest = await until(() => $(root, 'section[aria-labelledby=tt-contest]'), 'contest');
    // The sandbox's clock is 2026-11-22: the running contest ends with December.
    expect(contest.querySelector('h2')!.textContent).to.equal('Hole-in-one season');
    expect(contest.querySelector('p')!.textContent).to.equal(
      'Win a golf weekend for four: two nights and two rounds · Ends Dec 31',
    );
    button(root, 'Find a tee time to enter').click();
    expect(root.activeElement).to.equal(combo(root));
    await nearLoaded(root);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('no running contest: no contest at all, not even its skeleton', async () => {
    fakeGeolocation(DENVER);
    restore = stubFetch('v6/contests', { contests: [], upcoming: [] });
    const { root } = mountSearch(`api-base="${base}" home`);
    await nearLoaded(root);
    expect($(root, '#tt-contest')).to.equal(null);
    expect($$(root, '[aria-busy=true]')).to.deep.equal([]);
  });

  it('featured courses near the golfer: price per player, and the name opens the course', async () => {
    fakeGeolocation(DENVER, 200);
    const { el, root } = mountSearch(`api-base="${base}" home course-url="#course-{courseId}"`);
    // While the position is coming: a skeleton of the list's final size, announced as busy.
    const skeleton = await until(() => near(root)?.querySelector('[aria-busy=true]'), 'skeleton');
    expect(skeleton.textContent).to.equal('Finding courses near you…');
    const rows = [...skeleton.querySelectorAll('[aria-hidden]')];
    expect(rows.length).to.equal(4);
    const rowHeight = rows[0]!.getBoundingClientRect().height;
    expect(rowHeight).to.be.greaterThan(0);
    await nearLoaded(root);
    const answer = (await (
      await fetch(
        `${base}/v6/featured_courses/near_you?lat=${DENVER.latitude}&lon=${DENVER.longitude}&limit=4`,
        {
          headers,
        },
      )
    ).json()) as { courses: { id: string; name: string }[]; place: string };
    expect(near(root)!.querySelector('h2')!.textContent).to.equal(`Courses near ${answer.place}`);
    const items = nearItems(root);
    expect(items.length).to.equal(answer.courses.length);
    for (const li of items) expect(li.querySelector('span')!.textContent).to.match(PRICE);
    // A row is as tall as a skeleton row: nothing moves when the list comes in.
    expect(items[0]!.getBoundingClientRect().height).to.equal(rowHeight);
    const open = items[0]!.querySelector('button')!;
    expect(open.textContent).to.equal(answer.courses[0]!.name);
    const chosen: CustomEvent[] = [];
    el.addEventListener('teetime-course-select', (e) => chosen.push(e as CustomEvent));
    open.click();
    expect(chosen[0]!.detail).to.include({
      courseId: answer.courses[0]!.id,
      courseName: answer.courses[0]!.name,
    });
    expect(location.hash).to.equal(`#course-${answer.courses[0]!.id}`);
  });

  it('golf-club courses for golfers who are not members: names open the course, prices per player', async () => {
    fakeGeolocation(AUSTIN);
    const { el, root } = mountSearch(`api-base="${base}" home`);
    const club = await until(() => $(root, 'section[aria-labelledby=tt-club]'), 'golf-club courses');
    const items = [...club.querySelectorAll('li')];
    expect(items.length).to.be.greaterThan(0);
    for (const li of items) expect(li.querySelector('span')!.textContent).to.match(PRICE);
    const chosen: CustomEvent[] = [];
    el.addEventListener('teetime-course-select', (e) => chosen.push(e as CustomEvent));
    const name = items[0]!.querySelector('button')!;
    name.click();
    expect(chosen[0]!.detail.courseName).to.equal(name.textContent);
  });

  it('nothing near the golfer: says so and points to the search', async () => {
    fakeGeolocation(OCEAN);
    const { el, root } = mountSearch(`api-base="${base}" home`);
    const empty = await until(() => near(root)?.querySelector('p'), 'empty state');
    expect(empty.textContent).to.equal(
      'No featured courses near you yet. Search a city, course or zip code above.',
    );
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('courses near you failed: plain words and "Try again" brings them', async () => {
    fakeGeolocation(DENVER);
    restore = stubFetch('featured_courses/near_you', { error: 'Boom' }, 500);
    const { root } = mountSearch(`api-base="${base}" home`);
    const alert = await until(() => near(root)?.querySelector('[role=alert]'), 'error');
    expect(alert.textContent).to.contain("We couldn't load the courses near you.");
    restore();
    restore = undefined;
    button(root, 'Try again').click();
    await nearLoaded(root);
  });

  it('suggest a course: sends it, then completes the same suggestion by id; a refusal keeps what was typed', async () => {
    fakeGeolocation('denied');
    const { el, root } = mountSearch(`api-base="${base}" home`);
    const toggle = await until(() => $(root, 'section[aria-labelledby=tt-suggest] button'), 'suggest');
    expect(toggle.textContent).to.equal('Suggest a course');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await until(() => $(root, 'section[aria-labelledby=tt-suggest] form'), 'form');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    type(field(root, 'Your name'), 'x'.repeat(61));
    type(field(root, 'E-mail'), 'pat@example.com');
    type(field(root, 'Course name'), 'Hidden Pines');
    button(root, 'Send suggestion').click();
    const refused = await until(() => $(root, 'section[aria-labelledby=tt-suggest] [role=alert]'), 'refusal');
    expect(refused.textContent).to.match(/Nothing was lost: fix it and send again\.$/);
    expect(field(root, 'Course name').value).to.equal('Hidden Pines');
    type(field(root, 'Your name'), 'Pat Golfer');
    await until(() => !button(root, 'Send suggestion').disabled, 'send again');
    button(root, 'Send suggestion').click();
    await until(
      () => $(root, 'section[aria-labelledby=tt-suggest] [role=status]')?.textContent?.startsWith('Thanks!'),
      'thanks',
    );
    expect(spy.of('course_suggestions').map((c) => new URL(c.url, location.href).pathname)).to.deep.equal([
      `${base}/v6/course_suggestions`,
      `${base}/v6/course_suggestions`,
    ]);
    expect(JSON.parse(spy.of('course_suggestions')[1]!.body!)).to.include({ address_country: 'US' });
    type(field(root, 'City'), 'Banff');
    type(field(root, 'State'), 'AB');
    type(field(root, 'Zip or postal code'), 'T1L 1J3');
    const country = $(root, 'section[aria-labelledby=tt-suggest] select') as HTMLSelectElement;
    await until(() => country.querySelector('option[value=CA]'), 'countries');
    country.value = 'CA';
    country.dispatchEvent(new Event('input', { bubbles: true }));
    button(root, 'Update suggestion').click();
    await until(() => spy.of('course_suggestions').length === 3, 'update');
    expect(spy.of('course_suggestions')[2]!.url).to.match(/\/v6\/course_suggestions\/cs[\w-]+$/);
    expect(JSON.parse(spy.of('course_suggestions')[2]!.body!)).to.include({
      address_city: 'Banff',
      address_state: 'AB',
      address_zipcode: 'T1L 1J3',
      address_country: 'CA',
    });
    await until(() => !button(root, 'Update suggestion').disabled, 'sent');
    expect($(root, 'section[aria-labelledby=tt-suggest] [role=status]')!.textContent).to.equal(
      'Thanks! We have your suggestion of Hidden Pines. Change anything and send again.',
    );
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('the app link: a short link of the marketplace (firebase dynamic link)', async () => {
    fakeGeolocation('denied');
    const { root } = mountSearch(`api-base="${base}" home`);
    const link = await until(() => $<HTMLAnchorElement>(root, '.tt-home a[href*="app_link="]'), 'app link');
    expect(link.textContent).to.equal('Open Teetime in the app');
    expect(params(spy.of('firebase/dynamic_link')[0]!.url).get('link')).to.equal('/');
  });

  it('on a 390 px phone every home control is at least 44×44 px and nothing overflows', async function () {
    this.timeout(20000);
    await setViewport({ width: 390, height: 844 });
    try {
      fakeGeolocation(AUSTIN);
      const { el, root } = mountSearch(`api-base="${base}" home`);
      await until(() => $(root, '#tt-club'), 'golf-club courses');
      await until(() => $(root, '.tt-home a[href*="app_link="]'), 'app link');
      button(root, 'Suggest a course').click();
      await until(() => $(root, '.tt-home form'), 'suggestion form');
      const small = $$(root, '.tt-home button, .tt-home a[href], .tt-home input')
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.width > 1 && (r.height < 44 || r.width < 44));
      expect(small).to.deep.equal([]);
      const wide = $$(root, '.tt-home *').filter((e) => e.getBoundingClientRect().right > 390.5);
      expect(wide.map((e) => e.className || e.localName)).to.deep.equal([]);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});

const params = (url: string) => new URL(url, location.href).searchParams;
