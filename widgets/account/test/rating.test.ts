import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { until } from '../../../tests/support/dom';
import { $$, cleanUp, field, loadAll, signIn, text } from './profileSavedHelpers';
import { course1001, openReviews, reviewsBase } from './reviewHelpers';

// The star rating of "Write a review", as golfers choose it: a pointer on a star, a tap on a
// star's words on a phone, the arrow keys. Run on both runtimes (npm run test:browser): on the
// React build a controlled radio once never became checked (issue 33).
const stars = (root: ShadowRoot) => $$<HTMLInputElement>(root, 'input[name=rating]');
const chosen = (root: ShadowRoot) => stars(root).find((r) => r.checked)?.value ?? 'none';
const centre = (e: Element): [number, number] => {
  const r = e.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};
const press = async (e: Element) => {
  e.scrollIntoView({ block: 'center' });
  await sendMouse({ type: 'click', position: centre(e) });
};
/** The words of a star's label ("3 stars"), the part a thumb lands on. */
const words = (root: ShadowRoot, n: number) => {
  const label = stars(root)[n - 1]!.closest('label')!;
  const range = document.createRange();
  range.selectNodeContents(label.lastChild!);
  return {
    getBoundingClientRect: () => range.getBoundingClientRect(),
    scrollIntoView: () => label.scrollIntoView({ block: 'center' }),
  } as unknown as Element;
};

async function writeReview(name: string) {
  const base = reviewsBase(`rating-${name}`);
  // The demo golfer reviewed course 1001 already (seed): the moderator writes here.
  const api = await signIn(base, 'moderator@example.com');
  const page = await openReviews(base, 'review-new', 'Write a review', await course1001(base));
  // The stars are there at once; the course's name comes in above them without moving them.
  await until(() => stars(page.root).length === 5, 'the form', 8000);
  const top = stars(page.root)[0]!.getBoundingClientRect().top;
  await until(() => !text(page.root).includes('Your review of this course'), 'the course name', 8000);
  expect(stars(page.root)[0]!.getBoundingClientRect().top).to.equal(top);
  /** The rating of the review the golfer sent. */
  const sent = async () =>
    (
      await api.get('v6/course_reviews', {
        params: { courseId: '1001' },
      })
    ).courseReviews[0]?.rating;
  return { ...page, sent };
}

/** Sends the review with a title and comments: the rating chosen is the one sent. */
async function send(root: ShadowRoot, moves: Array<{ view: string }>) {
  field(root, 'Title').focus();
  await sendKeys({ type: 'Good round' });
  field(root, 'Comments').focus();
  await sendKeys({ type: 'Greens rolled true, friendly starter.' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ press: 'Enter' });
  await until(() => moves.at(-1)?.view === 'course-reviews', 'the review sent', 8000);
}

describe('<teetime-account> star rating', () => {
  before(loadAll);
  afterEach(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
    await cleanUp();
  });

  it('takes a click on a star, and keeps it while the golfer types', async function () {
    this.timeout(30000);
    const { root, moves, sent } = await writeReview('click');
    await press(stars(root)[2]!);
    await until(() => chosen(root) === '3', 'three stars checked');
    await press(stars(root)[1]!);
    await until(() => chosen(root) === '2', 'two stars checked');
    field(root, 'Title').focus();
    await sendKeys({ type: 'Nice' });
    expect(chosen(root)).to.equal('2');
    expect(text(root)).not.to.include('Choose a rating');
    await send(root, moves);
    expect(await sent()).to.equal(2);
  });

  it('takes a tap on a star’s words on a phone', async function () {
    this.timeout(30000);
    await setViewport({ width: 390, height: 844 });
    const { root, moves, sent } = await writeReview('tap');
    await press(words(root, 5));
    await until(() => chosen(root) === '5', 'five stars checked');
    await press(words(root, 1));
    await until(() => chosen(root) === '1', 'one star checked');
    await send(root, moves);
    expect(await sent()).to.equal(1);
  });

  it('moves with the arrow keys, after a first try without a rating', async function () {
    this.timeout(30000);
    const { root, moves, sent } = await writeReview('keys');
    $$<HTMLButtonElement>(root, 'button')
      .find((b) => b.textContent === 'Send review')!
      .click();
    await until(() => text(root).includes('Choose a rating from 1 to 5 stars.'), 'the rating asked for');
    stars(root)[0]!.focus();
    await sendKeys({ press: 'Space' });
    expect(chosen(root)).to.equal('1');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await until(() => chosen(root) === '4', 'four stars checked');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => chosen(root) === '3', 'three stars checked');
    await send(root, moves);
    expect(await sent()).to.equal(3);
  });
});
