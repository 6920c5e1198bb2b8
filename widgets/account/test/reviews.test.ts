import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { REVIEW_BAN_MESSAGE } from '../../../src/domain/account/reviewModeration';
import { until } from '../../../tests/support/dom';
import {
  $$,
  axeViolations,
  button,
  cleanUp,
  field,
  loadAll,
  signIn,
  text,
  type,
} from './profileSavedHelpers';
import { course1001, listed, openReviews, reviewsBase } from './reviewHelpers';

describe('<teetime-account> course reviews', () => {
  before(loadAll);
  afterEach(cleanUp);

  it('lists a course’s reviews for anyone: sorts sent with underscores, more after 1500 ms, helpful asks to sign in', async function () {
    this.timeout(30000);
    const base = reviewsBase('anon');
    const at = await course1001(base);
    const { el, root, moves } = await openReviews(base, 'course-reviews', 'Course reviews', at);
    await until(() => listed(root).length === 10, 'the first page', 8000);
    expect(await axeViolations(el)).to.deep.equal([]);

    const sort = field<HTMLSelectElement>(root, 'Sort reviews');
    expect([...sort.options].map((o) => o.value)).to.deep.equal([
      'most-recent',
      'most_favorable',
      'most_critical',
    ]);
    // As wide as its longest choice, not the whole column.
    expect(sort.getBoundingClientRect().width).to.be.within(120, 320);
    const old = root.querySelector('ul.tt-reviews');
    type(sort, 'most_critical');
    const sorted = await until(
      () => {
        const ul = root.querySelector('ul.tt-reviews');
        return ul !== old ? ul : null;
      },
      'the list sorted again',
      8000,
    );
    expect(sorted.querySelector('li')!.textContent).to.include('Rated 1 out of 5');

    const started = performance.now();
    button(root, 'More reviews').click();
    await until(() => listed(root).length === 20, 'the second page', 8000);
    expect(performance.now() - started).to.be.at.least(1450);

    button(root, /^Helpful: /).click();
    await until(() => moves.at(-1)?.view === 'sign-in', 'sign-in');
  });

  it('lets a golfer write a review with the keyboard: fields checked, then the list starts again under a thank-you', async function () {
    this.timeout(30000);
    const base = reviewsBase('golfer');
    // The moderator writes as a golfer: the demo golfer reviewed course 1001 already (seed).
    await signIn(base, 'moderator@example.com');
    const at = await course1001(base);
    const { el, root, moves } = await openReviews(base, 'review-new', 'Write a review', at);
    await until(() => !text(root).includes('Your review of this course'), 'the course name', 8000);
    expect(await axeViolations(el)).to.deep.equal([]);

    button(root, 'Send review').click();
    await until(() => text(root).includes('Choose a rating from 1 to 5 stars.'), 'field errors');
    expect(text(root)).to.include('Give your review a title.');
    expect(await axeViolations(el)).to.deep.equal([]);

    $$<HTMLInputElement>(root, 'input[name=rating]')[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect($$<HTMLInputElement>(root, 'input[name=rating]').find((r) => r.checked)?.value).to.equal('4');
    field(root, 'Title').focus();
    await sendKeys({ type: 'Fast greens' });
    field(root, 'Comments').focus();
    await sendKeys({ type: 'Quick round, friendly starter, <b>pure</b> greens.' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await until(() => moves.at(-1)?.view === 'course-reviews', 'back to the list', 8000);
    expect(moves.at(-1)!.params).to.deep.equal({ ...at, written: '1' });
    expect(moves.at(-1)!.path).to.equal(
      `/explore/${at.country}/${at.state}/${at.city}/1001/reviews?written=1`,
    );
    await until(() => text(root).includes('Thanks for your review!'), 'the thank-you', 8000);
    await until(() => listed(root).length === 10, 'the list from page 1', 8000);

    // Mine waits for a moderator; someone else's can be marked helpful and reported, once.
    const other = $$(root, 'ul.tt-reviews > li').find((li) => !li.textContent?.includes('Morgan M.'))!;
    button(other, /^Helpful: /).click();
    await until(() => text(root).includes('Thanks, marked as helpful.'), 'helpful', 8000);
    expect(button(other, /^Marked helpful: /).getAttribute('aria-disabled')).to.equal('true');
    button(other, /^Report: /).click();
    await until(() => text(root).includes('our moderators will read this review again'), 'reported', 8000);
    expect(await axeViolations(el)).to.deep.equal([]);

    const mine = await openReviews(base, 'my-reviews', 'My reviews', {});
    await until(() => listed(mine.root, 'My reviews').length > 0, 'my reviews', 8000);
    expect(listed(mine.root, 'My reviews')[0]).to.equal('Fast greens');
    expect(text(mine.root)).to.include('Waiting for a moderator');
    expect(mine.root.innerHTML).to.include('&lt;b&gt;pure&lt;/b&gt;');
    expect(await axeViolations(mine.el)).to.deep.equal([]);
  });

  it('tells a golfer who reviewed the course already, instead of the form, and links to that review', async function () {
    this.timeout(30000);
    const base = reviewsBase('twice');
    await signIn(base, 'golfer@example.com');
    const at = await course1001(base);
    const page = await openReviews(base, 'review-new', 'Write a review', at);
    await until(() => text(page.root).includes('You have already reviewed this course.'), 'the notice', 8000);
    expect(page.root.querySelector('form')).to.equal(null);
    expect(await axeViolations(page.el)).to.deep.equal([]);
    button(page.root, 'Read your review').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => page.moves.at(-1)?.view === 'review', 'the review', 8000);
    expect(page.moves.at(-1)!.params).to.deep.equal({ ...at, reviewId: 'rev_1001_01' });
    page.box.remove();
    const mine = await openReviews(base, 'my-reviews', 'My reviews', {});
    await until(() => text(mine.root).includes('Published'), 'the published review in My reviews', 8000);
    mine.box.remove();
    await cleanUp();

    // A review still waiting for a moderator is not public: the member goes to My reviews.
    const member = reviewsBase('twice-member');
    await signIn(member, 'member@example.com');
    const held = await openReviews(member, 'review-new', 'Write a review', at);
    await until(() => text(held.root).includes('You have already reviewed'), 'the notice', 8000);
    button(held.root, 'Read your review').click();
    await until(() => held.moves.at(-1)?.view === 'my-reviews', 'my reviews', 8000);
  });

  it('shows a banned golfer the Error alert instead of the new-review page', async function () {
    this.timeout(30000);
    const base = reviewsBase('banned');
    await signIn(base, 'banned@example.com');
    const at = await course1001(base);
    const page = await openReviews(base, 'review-new', 'Write a review', at);
    const alert = await until(() => page.root.querySelector('[role=alert]'), 'the alert');
    expect(alert.querySelector('h3')!.textContent).to.equal('Error');
    expect(alert.textContent).to.include(REVIEW_BAN_MESSAGE);
    expect(page.root.querySelector('form')).to.equal(null);
    expect(await axeViolations(page.el)).to.deep.equal([]);
    page.box.remove();

    const list = await openReviews(base, 'course-reviews', 'Course reviews', at);
    button(list.root, 'Write a review').click();
    await until(
      () => list.root.querySelector('[role=alert]')?.textContent?.includes(REVIEW_BAN_MESSAGE),
      'alert',
    );
    expect(list.moves).to.deep.equal([]);
  });

  it('opens one review with the course’s other reviews below it', async function () {
    this.timeout(30000);
    const base = reviewsBase('single');
    const at = await course1001(base);
    const res = await fetch(`${base}/v6/course_reviews/at/1001`, {
      headers: { 'X-Api-Key': 'demo-teetime' },
    });
    const first = ((await res.json()) as { course_reviews: { id: string; title: string }[] })
      .course_reviews[0]!;
    const { el, root } = await openReviews(base, 'review', 'Review', {
      ...at,
      reviewId: first.id,
      tag_id: '3',
    });
    await until(() => listed(root, 'The review').length === 1, 'the review', 8000);
    expect(listed(root, 'The review')).to.deep.equal([first.title]);
    await until(() => listed(root).length > 0, 'the other reviews', 8000);
    expect(text(root)).to.include('More reviews of this course');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('shows a course without reviews its empty state alone, with no sort menu', async function () {
    this.timeout(30000);
    const base = reviewsBase('empty');
    const at = await course1001(base, '1002');
    const { el, root } = await openReviews(base, 'course-reviews', 'Course reviews', at);
    await until(() => text(root).includes('No reviews yet for this course.'), 'the empty state', 8000);
    expect(root.querySelector('select') === null).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('is not found on a brand without course reviews', async function () {
    this.timeout(30000);
    const base = reviewsBase('no-feature');
    const at = await course1001(base);
    const { el, root } = await openReviews(
      base,
      'course-reviews',
      'Course reviews',
      at,
      'brand="coastal-fairways"',
    );
    await until(() => text(root).includes('This page does not exist'), 'not-found', 8000);
    expect(listed(root)).to.deep.equal([]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
