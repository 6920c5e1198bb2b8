import { expect } from 'chai';
import { createApiClient } from '../../../src/core/apiClient';
import { getSession } from '../../../src/core/session';
import { loadScript, mount } from '../../../tests/support/dom';
import { axeViolations, buttons, button, root, sandbox, until, loadPicker } from './support';

// The Reviews tab: summary, sorts, paging with the 1500 ms delay, Helpful and Report, empty, error,
// feature switch.
const scenario = 'picker-reviews';
const base = `/sandbox/${scenario}/api`;
const MANY = '1001'; // 23 public reviews in the test seed (plus held and rejected ones)
const NONE = '1002'; // no reviews

function picker(attrs: string) {
  const box = mount(`<teetime-picker api-base="${base}" ${attrs}></teetime-picker>`);
  return { box, el: box.querySelector('teetime-picker')! };
}
const panel = (el: Element) => root(el)?.querySelector('[role=tabpanel]') ?? document.createElement('div');
const items = (el: Element) => [...panel(el).querySelectorAll('[aria-label=Reviews] > li')];
const ratings = (el: Element) =>
  items(el).map((li) => Number(/Rated (\d) out of 5/.exec(li.textContent ?? '')?.[1]));
const tabNames = (el: Element) => buttons(el, '[role=tab]').map((t) => t.textContent);

interface SandboxReviews {
  course_reviews: { id: string; title: string }[];
  course_reviews_count: number;
}

describe('<teetime-picker> reviews tab', () => {
  const realFetch = window.fetch.bind(window);
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
  });
  afterEach(async () => {
    window.fetch = realFetch;
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
    if (getSession().get().user) await getSession().signOut();
  });

  it('opens on tab="reviews": the rating, the ten most recent public reviews, axe-clean', async () => {
    const { box, el } = picker(`course-id="${MANY}" tab="reviews"`);
    await until(() => items(el).length > 0, 'reviews', 8000);
    const tabs = buttons(el, '[role=tab]');
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
    const api = await sandbox<SandboxReviews>(scenario, `v6/course_reviews/at/${MANY}`, { per_page: 10 });
    expect(panel(el).textContent).to.include(`from ${api.course_reviews_count} reviews`);
    expect(items(el).map((li) => li.querySelector('h3')!.textContent)).to.deep.equal(
      api.course_reviews.map((r) => r.title),
    );
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('sorts most critical and most favorable first', async () => {
    const { el } = picker(`course-id="${MANY}" tab="reviews"`);
    await until(() => items(el).length > 0, 'reviews', 8000);
    const select = panel(el).querySelector('select')!;
    select.focus();
    const sortBy = async (value: string) => {
      const before = items(el)[0];
      select.value = value;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      await until(() => items(el).length > 0 && items(el)[0] !== before, `sorted ${value}`, 8000);
    };
    await sortBy('most_critical');
    const critical = ratings(el);
    expect(critical).to.deep.equal([...critical].sort((a, b) => a - b));
    expect(critical[0]).to.equal(1);
    await sortBy('most_favorable');
    const favorable = ratings(el);
    expect(favorable).to.deep.equal([...favorable].sort((a, b) => b - a));
    expect(favorable[0]).to.equal(5);
    // The sort menu stays (and keeps focus) while the list reloads.
    expect(root(el).activeElement === select, 'focus stays on the sort menu').to.equal(true);
  });

  it('appends the next page after 1500 ms, until every review is listed', async () => {
    const { el } = picker(`course-id="${MANY}" tab="reviews"`);
    await until(() => items(el).length === 10, 'first page', 8000);
    const more = button(el, 'More reviews');
    const clicked = Date.now();
    more.click();
    await until(() => buttons(el).find((b) => b.textContent === 'Loading more reviews…'), 'loading state');
    await until(() => items(el).length === 20, 'second page', 8000);
    expect(Date.now() - clicked).to.be.at.least(1400);
    await until(() => root(el).activeElement === items(el)[10], 'focus on the first new review');
    button(el, 'More reviews').click();
    await until(() => items(el).length === 23, 'last page', 8000);
    expect(buttons(el).some((b) => b.textContent?.includes('More reviews'))).to.equal(false);
    const ids = items(el).map((li) => li.querySelector('h3')!.textContent! + li.textContent);
    expect(new Set(ids).size).to.equal(23);
  });

  it('says so when a course has no reviews yet', async () => {
    const { el } = picker(`course-id="${NONE}" tab="reviews"`);
    await until(
      () => panel(el)?.textContent?.includes('No reviews yet for this course.'),
      'empty state',
      8000,
    );
  });

  it('renders review text as text, never as markup', async () => {
    window.fetch = async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('course_reviews/at/'))
        return realFetch(input, init);
      const review = {
        id: 'x1',
        course_id: MANY,
        rating: 3,
        title: '<img src=x id=injected>',
        comments: '<b>bold?</b>',
        created_at: '2026-05-02T14:03:00Z',
        reviewer: { name: 'Eve <script>' },
        helpful_count: 0,
        is_approved: false,
      };
      return new Response(
        JSON.stringify({
          course_reviews: [review],
          course_reviews_count: 1,
          page: 1,
          per_page: 10,
          has_more: false,
          course_rating: { value: 3, value_rounded: 3, count: 1 },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    };
    const { el } = picker(`course-id="${MANY}" tab="reviews"`);
    await until(() => items(el).length === 1, 'the review', 8000);
    expect(panel(el).querySelector('#injected, b, script')).to.equal(null);
    expect(items(el)[0]!.querySelector('h3')!.textContent).to.equal('<img src=x id=injected>');
    expect(items(el)[0]!.textContent).to.include('<b>bold?</b>');
    // Review dates are YYYY/MM/DD (spec 01 §5), not "May 2, 2026".
    expect(items(el)[0]!.textContent).to.include('Eve <script>, 2026/05/02');
  });

  it('a failed load says what happened and Try again loads the reviews', async () => {
    let failures = 1;
    window.fetch = async (input, init) => {
      if (
        failures > 0 &&
        String(input instanceof Request ? input.url : input).includes('course_reviews/at/')
      ) {
        failures--;
        return new Response(
          JSON.stringify({ error: 'Reviews are resting', message: 'Reviews are resting' }),
          {
            status: 500,
          },
        );
      }
      return realFetch(input, init);
    };
    const { el } = picker(`course-id="${MANY}" tab="reviews"`);
    await until(() => panel(el)?.querySelector('[role=alert]'), 'error notice', 8000);
    expect(panel(el).textContent).to.include('We could not load the reviews.');
    button(el, 'Try again').click();
    await until(() => items(el).length === 10, 'reviews after retry', 8000);
    // A failed next page keeps the reviews shown and says so; the button tries again.
    failures = 1;
    button(el, 'More reviews').click();
    await until(() => panel(el).textContent?.includes('We could not load more reviews.'), 'more error', 8000);
    expect(items(el).length).to.equal(10);
    button(el, 'More reviews').click();
    await until(() => items(el).length === 20, 'second page after retry', 8000);
  });

  it('Helpful and Report on each review: the sign-in dialog first, then once each once signed in', async function () {
    this.timeout(30000);
    const own = `/sandbox/picker-reviews-helpful-${Date.now().toString(36)}/api`;
    const box = mount(
      `<teetime-picker api-base="${own}" course-id="${MANY}" tab="reviews"></teetime-picker>`,
    );
    const el = box.querySelector('teetime-picker')!;
    await until(() => items(el).length === 10, 'the reviews', 8000);
    const first = () => items(el)[0]!;
    const title = first().querySelector('h3')!.textContent!;
    const action = (name: string) =>
      [...first().querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === `${name}: ${title}`,
      );
    action('Helpful')!.click();
    const dialog = await until(
      () => root(el).querySelector<HTMLDialogElement>('dialog[open]'),
      'sign-in dialog',
    );
    expect(dialog.textContent).to.include('Sign in to mark a review helpful or report it.');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => !root(el).querySelector('dialog[open]'), 'dialog closed');

    await getSession().signIn(
      createApiClient({ baseURL: own, appKey: 'demo-teetime', session: getSession() }),
      {
        email: 'member@example.com',
        password: 'teetime-demo-1',
      },
    );
    const before = Number(/(\d+) golfers? found this helpful/.exec(first().textContent ?? '')?.[1] ?? 0);
    (await until(() => action('Helpful'), 'the Helpful button')).click();
    await until(() => first().textContent?.includes('Thanks, marked as helpful.'), 'marked helpful', 8000);
    expect(action('Marked helpful')!.getAttribute('aria-disabled')).to.equal('true');
    expect(first().textContent).to.include(
      `${before + 1 === 1 ? '1 golfer' : `${before + 1} golfers`} found this helpful`,
    );
    action('Report')!.click();
    await until(
      () => first().textContent?.includes('our moderators will read this review again'),
      'reported',
      8000,
    );
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('has no Reviews tab where the brand has course reviews off; a bad tab value shows details', async () => {
    const { el } = picker(`course-id="${MANY}" brand="coastal-fairways" tab="reviews"`);
    await until(() => tabNames(el).length > 0, 'tabs', 8000);
    expect(tabNames(el)).to.deep.equal(['Course details', 'Tee details']);
    expect(buttons(el, '[role=tab]')[0]!.getAttribute('aria-selected')).to.equal('true');
    const other = picker(`course-id="${MANY}" tab="scorecard"`);
    await until(() => tabNames(other.el).length === 3, 'three tabs', 8000);
    expect(buttons(other.el, '[role=tab]')[0]!.getAttribute('aria-selected')).to.equal('true');
    const teeDetails = picker(`course-id="${MANY}" tab="tee-details"`);
    await until(() => root(teeDetails.el).querySelector('[role=tabpanel] table'), 'scorecard', 8000);
  });
});
