import { expect } from 'chai';
import { nextFrame } from '../../../tests/support/dom';
import { $, $$, axeViolations, cards, loadAll, mountSearch, openFilters, spyFetch, until } from './helpers';

const base = '/sandbox/search-foreplay/api';
const NEW_YORK = 'locationType=City&locationName=New%20York&locationUrl=%2Fexplore%2Fus%2Fny%2Fnew-york';
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses');
const lastList = (spy: ReturnType<typeof spyFetch>) =>
  new URL(spy.of('location_list').at(-1)!.url, location.href).searchParams;
const toggle = (root: ShadowRoot) =>
  $$(root, 'label.tt-check')
    .find((l) => l.textContent?.trim() === 'Only courses reviewed by Foreplay, the golf show')!
    .querySelector('input')!;
/** The drawer applies its draft with its "Show N courses" button (once the draft has rendered). */
const showCourses = async (root: ShadowRoot) => {
  await nextFrame();
  $$(root, 'button')
    .find((b) => /^Show \d* ?courses?$/.test(b.textContent?.trim() ?? ''))!
    .click();
};
const foreplayMarks = (root: ShadowRoot) => cards(root).map((c) => c.querySelector('img.tt-foreplay'));

describe('<teetime-search> foreplayReviewedOnly (spec 01 search value)', () => {
  const start = location.href;
  let spy: ReturnType<typeof spyFetch>;
  // The sandbox seeds this scenario's database on its first call: before the first test's wait.
  before(async function () {
    this.timeout(60000);
    await loadAll();
    await fetch(`${base}/v6/status/site`, { headers: { 'X-Api-Key': 'demo-teetime' } });
  });
  beforeEach(() => (spy = spyFetch()));
  afterEach(() => {
    spy.restore();
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    history.replaceState(null, '', start);
  });

  it('reads foreplayReviewedOnly=true from the URL: asks for reviewed courses, each card shows the mark', async () => {
    history.replaceState(null, '', `${location.pathname}?${NEW_YORK}&foreplayReviewedOnly=true`);
    const { el, root } = mountSearch(`api-base="${base}" sync-url`);
    await loaded(root);
    expect(lastList(spy).get('foreplay_reviewed_only')).to.equal('true');
    const marks = foreplayMarks(root);
    expect(marks.length).to.be.greaterThan(0);
    for (const img of marks) {
      expect(img, 'Foreplay mark').to.not.equal(null);
      // The badge is said in words beside it (the words are read, the badge is decoration).
      expect(img!.getAttribute('alt')).to.equal('');
      expect(img!.parentElement!.textContent).to.equal('Reviewed by Foreplay, the golf show');
      expect(img!.getAttribute('src')).to.match(/\/media\/foreplay\/\d+\.svg$/);
    }
    await openFilters(root);
    expect(toggle(root).checked).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('the filter toggle narrows the list, writes the URL value and widens it again', async () => {
    history.replaceState(null, '', `${location.pathname}?${NEW_YORK}`);
    const { root } = mountSearch(`api-base="${base}" sync-url`);
    await loaded(root);
    expect(lastList(spy).has('foreplay_reviewed_only')).to.equal(false);
    const all = cards(root).length;
    expect(
      foreplayMarks(root).some((m) => m === null),
      'some course without Foreplay reviews',
    ).to.equal(true);
    await openFilters(root);
    const box = toggle(root);
    expect(box.checked).to.equal(false);
    box.click();
    await showCourses(root);
    await until(() => lastList(spy).get('foreplay_reviewed_only') === 'true', 'reviewed only');
    await until(
      () => foreplayMarks(root).length > 0 && foreplayMarks(root).every((m) => m !== null),
      'marks',
    );
    await until(() => new URLSearchParams(location.search).get('foreplayReviewedOnly') === 'true', 'URL');
    await openFilters(root);
    const again = toggle(root);
    expect(again.checked).to.equal(true);
    again.click();
    await showCourses(root);
    await until(() => !lastList(spy).has('foreplay_reviewed_only'), 'every course again');
    await until(() => cards(root).length === all && !$(root, '[aria-busy=true]'), 'list back');
    await until(() => !new URLSearchParams(location.search).has('foreplayReviewedOnly'), 'URL cleared');
  });
});
