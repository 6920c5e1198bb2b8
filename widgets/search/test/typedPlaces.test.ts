import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  $,
  axeViolations,
  button,
  cards,
  combo,
  heading,
  loadAll,
  mountSearch,
  options,
  spyFetch,
  typeAndArrowTo,
  until,
} from './helpers';

// A place typed as golfers type it, against the real sandbox (its test seed): "austin tx" and
// Enter, a misspelt town, text that names nothing, the README's `location="Austin, TX"`.
const base = '/sandbox/search-typed/api';
const alert = (root: ShadowRoot) => $(root, 'form [role=alert]')?.textContent ?? '';

/** Clicks into the location field and types with real keys. */
async function typeIn(root: ShadowRoot, text: string): Promise<HTMLInputElement> {
  const input = await until(() => combo(root), 'combobox');
  input.focus();
  await sendKeys({ type: text });
  return input;
}

describe('<teetime-search> places as golfers type them', () => {
  before(loadAll);
  afterEach(() => document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove()));

  it('"austin tx" then Enter, straight away: the courses of Austin, TX', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    const input = await typeIn(root, 'austin tx');
    await sendKeys({ press: 'Enter' });
    await until(() => heading(root) === 'Golf courses in Austin, TX', 'Austin list', 8000);
    expect(input.value).to.equal('Austin, TX');
    expect(alert(root)).to.equal('');
    await until(() => cards(root).length > 0, 'course cards', 8000);
  });

  it('"Austin" with its suggestions showing, then Search: the first suggestion, not an error', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    const input = await typeIn(root, 'Austin');
    await until(() => options(root).some((o) => o.textContent === 'Austin, TX, City'), 'suggestion');
    button(root, 'Search').click();
    await until(() => heading(root) === 'Golf courses in Austin, TX', 'Austin list', 8000);
    expect(input.value).to.equal('Austin, TX');
  });

  it('"Scotsdale" (one letter missing): Scottsdale suggested first, and Enter goes there', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    await typeIn(root, 'Scotsdale');
    const first = await until(() => options(root)[1]?.textContent, 'a suggestion', 8000);
    expect(first).to.equal('Scottsdale, AZ, City');
    await sendKeys({ press: 'Enter' });
    await until(() => heading(root) === 'Golf courses in Scottsdale, AZ', 'Scottsdale list', 8000);
  });

  it('"Fox Rigde" (two letters swapped): the course suggested', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    await typeIn(root, 'Fox Rigde');
    const first = await until(() => options(root)[1]?.textContent, 'a suggestion', 8000);
    expect(first).to.equal('Fox Ridge Golf Course - Scottsdale, AZ, Course');
  });

  it('"zzzz" then Enter: says nothing matches and what to try, tied to the field', async () => {
    const { el, root } = mountSearch(`api-base="${base}"`);
    const input = await typeIn(root, 'zzzz');
    await sendKeys({ press: 'Enter' });
    const message = await until(() => alert(root), 'message', 8000);
    expect(message).to.equal(
      'We found no place called “zzzz”. Try a city and state, a zip code or a course name.',
    );
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(root.getElementById(input.getAttribute('aria-describedby')!)!.textContent).to.equal(message);
    expect(input.value, 'the text kept to correct').to.equal('zzzz');
    expect(heading(root)).to.equal('');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('Enter on a highlighted suggestion still takes that one, not the first', async () => {
    const { root } = mountSearch(`api-base="${base}"`);
    (await until(() => combo(root), 'combobox')).focus();
    // Past "Current location" and the city to the course named after it.
    await typeAndArrowTo(root, 'scottsdale', 'Scottsdale Municipal Golf Course');
    expect(options(root)[1]!.textContent).to.equal('Scottsdale, AZ, City');
    const picked = new Promise<string>((resolve) =>
      document.addEventListener(
        'teetime-course-select',
        (e) => resolve((e as CustomEvent).detail.courseName),
        {
          once: true,
        },
      ),
    );
    await sendKeys({ press: 'Enter' });
    expect(await picked).to.equal('Scottsdale Municipal Golf Course');
  });

  it('a zip code suggestion chosen: the city of that zip code, through the zip code lookup', async () => {
    const spy = spyFetch();
    try {
      const { root } = mountSearch(`api-base="${base}"`);
      await typeIn(root, '7870');
      const zip = await until(
        () => options(root).find((o) => o.textContent?.startsWith('78701 ')),
        'zip code',
        8000,
      );
      zip.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
      await until(() => heading(root) === 'Golf courses in Austin, TX', 'Austin list', 8000);
      expect(spy.of('cities/zipcode/78701')).to.have.length(1);
    } finally {
      spy.restore();
    }
  });

  it('location="Austin, TX" (the README example): the place and its courses, two calls in all', async () => {
    localStorage.clear();
    const spy = spyFetch();
    try {
      const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
      await until(() => cards(root).length > 0, 'course cards', 8000);
      expect(heading(root)).to.equal('Golf courses in Austin, TX');
      const api = spy.calls.map((c) => new URL(c.url, location.href).pathname.replace(/^.*\/api\//, ''));
      expect(api).to.deep.equal(['v6/search/autocomplete-v2', 'v6/courses/location_list']);
    } finally {
      spy.restore();
    }
  });

  for (const [location, place] of [
    ['austin tx', 'Austin, TX'],
    ['Scottsdale, Arizona', 'Scottsdale, AZ'],
    ['78701', 'Austin, TX'],
  ]) {
    it(`location="${location}": the courses of ${place}, the place in one call`, async () => {
      const spy = spyFetch();
      try {
        const { root } = mountSearch(`api-base="${base}" location="${location}"`);
        await until(() => heading(root) === `Golf courses in ${place}`, place, 8000);
        expect(spy.of('search/autocomplete')).to.have.length(1);
        expect(spy.of('cities/')).to.have.length(0);
      } finally {
        spy.restore();
      }
    });
  }

  it('location="fox ridge scottsdale": hands that course over', async () => {
    const picked = new Promise<string>((resolve) =>
      document.addEventListener(
        'teetime-course-select',
        (e) => resolve((e as CustomEvent).detail.courseName),
        {
          once: true,
        },
      ),
    );
    mountSearch(`api-base="${base}" location="fox ridge scottsdale"`);
    expect(await picked).to.equal('Fox Ridge Golf Course');
  });
});
