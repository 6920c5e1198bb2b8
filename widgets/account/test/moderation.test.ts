import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { until } from '../../../tests/support/dom';
import {
  $$,
  axeViolations,
  button,
  cleanUp,
  field,
  loadAll,
  open,
  signIn,
  text,
  type,
} from './profileSavedHelpers';
import { listed, reviewsBase } from './reviewHelpers';

const NOT_FOUND = 'This page does not exist';
const tabs = (root: ShadowRoot) => $$(root, '[role=tab]');
const selected = (root: ShadowRoot) => root.querySelector('[role=tab][aria-selected=true]')?.textContent;
const shown = (root: ShadowRoot) => $$(root, 'ul.tt-reviews > li').length;

describe('<teetime-account> review moderation', () => {
  before(loadAll);
  afterEach(cleanUp);

  it('is not found for golfers, banned golfers, and moderators on a brand without the feature; anonymous visitors sign in', async function () {
    this.timeout(30000);
    const base = reviewsBase('roles');
    for (const email of ['golfer@example.com', 'banned@example.com']) {
      await signIn(base, email);
      const page = await open(base, 'manage-reviews', 'Manage reviews', `params='{"status":"for_review"}'`);
      await until(() => text(page.root).includes(NOT_FOUND), `not-found for ${email}`);
      expect(tabs(page.root)).to.have.length(0);
      page.box.remove();
      await cleanUp();
    }
    await signIn(base, 'moderator@example.com');
    const other = await open(base, 'manage-reviews-home', 'Manage reviews', 'brand="cedar-ridge"');
    await until(() => text(other.root).includes(NOT_FOUND), 'not-found without the feature');
    other.box.remove();
    await cleanUp();

    const anon = await open(base, 'manage-reviews-home', 'Sign in');
    expect(anon.moves.at(-1)?.view).to.equal('sign-in');
  });

  it('shows the four tabs (auto-published first), 20 a page, more only after a full page; tabs by keyboard', async function () {
    this.timeout(30000);
    const base = reviewsBase('tabs');
    await signIn(base, 'moderator@example.com');
    const { el, root, moves } = await open(base, 'manage-reviews-home', 'Manage reviews');
    await until(() => shown(root) === 20, 'a full page', 8000);
    expect(tabs(root).map((t) => t.textContent)).to.deep.equal([
      'Auto-published',
      'For review',
      'Approved',
      'Rejected',
    ]);
    expect(selected(root)).to.equal('Auto-published');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(root, 'More reviews').click();
    await until(() => shown(root) > 20, 'the next page', 8000);

    tabs(root)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => moves.at(-1)?.params.status === 'for_review', 'the for-review tab');
    expect(moves.at(-1)!.path).to.equal('/my-account/manage-reviews/for_review');
    await until(() => root.activeElement?.textContent === 'For review', 'focus on the new tab');
    expect(selected(root)).to.equal('For review');
    await until(() => shown(root) > 0, 'held reviews', 8000);
  });

  it('approves and rejects (the review leaves the list), filters by golfer and dates, bans and unbans', async function () {
    this.timeout(30000);
    const base = reviewsBase('decide');
    await signIn(base, 'moderator@example.com');
    const { el, root } = await open(
      base,
      'manage-reviews',
      'Manage reviews',
      `params='{"status":"for_review"}'`,
    );
    await until(() => shown(root) > 1, 'held reviews', 8000);
    const [first, second] = listed(root, 'For review reviews') as [string, string];
    const before = shown(root);
    button(root, `Approve “${first}”`).click();
    await until(() => shown(root) === before - 1, 'approved one gone', 8000);
    expect(text(root)).to.include(`“${first}” was approved.`);
    button(root, `Reject “${second}”`).click();
    await until(() => shown(root) === before - 2, 'rejected one gone', 8000);
    await until(() => root.activeElement?.getAttribute('role') === 'status', 'focus on what happened');

    // The banned golfer's rejected review, by the golfer filter; ban and unban its author.
    const golfer = field<HTMLSelectElement>(root, 'Golfer');
    await until(() => golfer.options.length > 1, 'golfers to filter by', 8000);
    type(golfer, 'usr_banned');
    const from = field(root, 'Written from');
    const to = field(root, 'Written to');
    type(from, '2030-01-02');
    type(to, '2030-01-01');
    await until(() => text(root).includes('The start date must be on or before the end date.'), 'date error');
    expect(await axeViolations(el)).to.deep.equal([]);
    type(from, '');
    type(to, '');
    button(root, 'Rejected').click();
    await until(
      () => text(root).includes('By banned@example.com (banned)'),
      "the banned golfer's review",
      8000,
    );
    expect(shown(root)).to.equal(1);
    // Less than a full page: no more pages.
    expect($$(root, 'button').some((b) => b.textContent === 'More reviews')).to.equal(false);
    button(root, 'Unban golfer banned@example.com').click();
    await until(() => text(root).includes('banned@example.com is no longer banned.'), 'unbanned', 8000);
    button(root, 'Ban golfer banned@example.com').click();
    await until(
      () => text(root).includes('banned@example.com is banned from writing reviews.'),
      'banned',
      8000,
    );
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('filters by course: only that course’s reviews, sent as course_slug; "All courses" lifts it', async function () {
    this.timeout(30000);
    const base = reviewsBase('by-course');
    await signIn(base, 'moderator@example.com');
    const asked: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (/v6\/course_reviews\?/.test(url)) asked.push(url);
      return realFetch(input, init);
    };
    try {
      const { el, root } = await open(base, 'manage-reviews-home', 'Manage reviews');
      await until(() => shown(root) === 20, 'a full page', 8000);
      const course = field<HTMLSelectElement>(root, 'Course');
      await until(() => course.options.length > 2, 'courses to filter by', 8000);
      const items = () => $$(root, 'ul.tt-reviews > li').map((li) => li.textContent ?? '');
      // The course of the first review listed, which is not every review's course.
      const pick = [...course.options].slice(1).find((o) => items()[0]!.includes(` · ${o.text}`))!;
      expect(items().every((t) => t.includes(` · ${pick.text}`))).to.equal(false);
      const sent = asked.length;
      type(course, pick.value);
      await until(() => asked.length > sent, 'the filtered list asked for', 8000);
      expect(asked.at(-1)).to.include(`course_slug=${encodeURIComponent(pick.value)}`);
      await until(
        () => shown(root) > 0 && items().every((t) => t.includes(` · ${pick.text}`)),
        "only that course's reviews",
        8000,
      );
      expect(await axeViolations(el)).to.deep.equal([]);

      type(course, '');
      await until(() => !asked.at(-1)!.includes('course_slug='), 'the filter lifted', 8000);
      await until(
        () => shown(root) === 20 && !items().every((t) => t.includes(` · ${pick.text}`)),
        'every course again',
        8000,
      );
    } finally {
      window.fetch = realFetch;
    }
  });
});
