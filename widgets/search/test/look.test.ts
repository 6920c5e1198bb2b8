import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { addDays } from '../../../src/domain/booking/pickerRules';
import { today } from '../../../src/domain/format';
import { GEO_POSITION_KEY } from '../../../src/core/storageKeys';
import {
  $,
  $$,
  typeAndArrowTo,
  axeViolations,
  button,
  cards,
  choose,
  combo,
  field,
  loadAll,
  mountSearch,
  options,
  until,
} from './helpers';

// The search's look (issue 15 review): focus without a ring after a mouse search, one row of
// aligned controls, a grid of cards, a next step on cards without tee times, the deal card.
const base = '/sandbox/search-look/api';
const tomorrowInNewYork = () => addDays(today(new Date(), 'America/New_York'), 1);
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses', 15000);
const results = (root: ShadowRoot) => $(root, '.tt-results h2')!;

/** A real mouse click in the middle of `el` (not a synthetic event: focus rings follow real input). */
async function click(el: Element) {
  const r = el.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)],
  });
}

describe('<teetime-search> look', () => {
  // The sandbox seeds this scenario's database on its first call.
  before(async function () {
    this.timeout(30000);
    await setViewport({ width: 1280, height: 900 });
    await loadAll();
    await fetch(`${base}/v6/status/site`, { headers: { 'X-Api-Key': 'demo-teetime' } });
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove()));

  it('a search chosen with the mouse moves focus to the results heading without a focus ring', async function () {
    this.timeout(30000);
    const { root } = mountSearch(`api-base="${base}" date="${tomorrowInNewYork()}"`);
    await until(() => combo(root), 'form');
    // As a golfer does: types the place, then clicks its suggestion.
    await click(combo(root));
    await sendKeys({ type: 'new york' });
    const option = await until(
      () => options(root).find((o) => o.textContent?.startsWith('New York, NY')),
      'suggestion',
      15000,
    );
    await click(option);
    await until(() => root.activeElement === results(root), 'focus on the results heading', 15000);
    expect(getComputedStyle(results(root)).outlineStyle).to.equal('none');
    // Chromium would show its ring there: keys were typed before the click.
    results(root).removeAttribute('data-quiet');
    expect(getComputedStyle(results(root)).outlineStyle).to.equal('solid');
    await loaded(root);
  });

  it('a search chosen with the keyboard shows where focus went', async function () {
    this.timeout(30000);
    const { root } = mountSearch(`api-base="${base}" date="${tomorrowInNewYork()}"`);
    await until(() => combo(root), 'form');
    combo(root).focus();
    await typeAndArrowTo(root, 'new york', 'New York, NY');
    await sendKeys({ press: 'Enter' });
    await until(() => root.activeElement === results(root), 'focus on the results heading', 15000);
    expect(getComputedStyle(results(root)).outlineStyle).to.equal('solid');
    await loaded(root);
  });

  it('the Search button lines up with the fields; cards form a grid of readable width', async function () {
    this.timeout(30000);
    const { el, root } = mountSearch(
      `api-base="${base}" location="New York, NY" date="${tomorrowInNewYork()}"`,
    );
    await loaded(root);
    const search = button(root, 'Search').getBoundingClientRect();
    for (const label of ['Where', 'Date', 'Holes', 'Players']) {
      const f = field(root, label).getBoundingClientRect();
      expect([Math.round(f.top), Math.round(f.bottom)], label).to.deep.equal([
        Math.round(search.top),
        Math.round(search.bottom),
      ]);
    }
    expect(Math.round(search.height)).to.equal(44);
    const widths = cards(root).map((c) => c.getBoundingClientRect().width);
    expect(Math.max(...widths)).to.be.at.most(560);
    // Several cards side by side on a row.
    const tops = cards(root).map((c) => Math.round(c.getBoundingClientRect().top));
    expect(tops[1]).to.equal(tops[0]);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('the deal card: price first, the discount as a badge, no coloured bar', async function () {
    this.timeout(30000);
    const { root } = mountSearch(`api-base="${base}" location="New York, NY" date="${tomorrowInNewYork()}"`);
    await loaded(root);
    const deal = await until(() => $(root, '.tt-deal'), 'a deal among the courses');
    const badge = deal.querySelector('.tt-hot')!;
    expect(badge.textContent).to.match(/% off$|^Deal$/);
    // The shared hot-deal badge (base styles, the deals widget's too).
    expect(getComputedStyle(badge).fontWeight).to.equal('600');
    expect(getComputedStyle(badge).borderTopLeftRadius).to.equal('4px');
    // The badge is as wide as its words, not a bar across the card.
    expect(badge.getBoundingClientRect().width).to.be.below(deal.getBoundingClientRect().width / 2);
    expect(getComputedStyle(deal.querySelector('.tt-rate strong')!).fontWeight).to.equal('800');
  });

  it('cards without tee times offer a next step: other dates, or the course itself', async function () {
    this.timeout(30000);
    const { el, root } = mountSearch(
      `api-base="${base}" location="New York, NY" date="${tomorrowInNewYork()}" course-url="#c-{courseId}"`,
    );
    await loaded(root);
    button(root, /^Load more/).click();
    await until(
      () => !$$(root, 'button').some((b) => /^(Load more|Loading)/.test(b.textContent!)),
      'all pages',
    );
    await until(
      () => cards(root).some((c) => /No tee times/.test(c.textContent!)),
      'courses without tee times',
    );
    const none = cards(root).filter((c) => /No tee times/.test(c.textContent!));
    expect(none.length).to.be.greaterThan(0);
    for (const card of none) {
      const step = card.querySelector<HTMLElement>('.tt-cta');
      expect(step, card.getAttribute('aria-label')!).to.not.equal(null);
      if (step instanceof HTMLAnchorElement) expect(step.getAttribute('href')).to.match(/^(https?:|tel:)/);
    }
    const dates = none
      .map((c) => c.querySelector('button.tt-cta'))
      .find((b) => b?.textContent?.startsWith('See other dates'));
    if (dates) {
      const picked: CustomEvent[] = [];
      el.addEventListener('teetime-course-select', (e) => picked.push(e as CustomEvent));
      (dates as HTMLButtonElement).click();
      expect(picked[0]!.detail.courseId).to.be.a('string');
    }
  });
  it('home: the banner link in the brand colour as a button, lists without bullets, no panel in a panel', async function () {
    this.timeout(30000);
    const { el, root } = mountSearch(`api-base="${base}" home`);
    const link = await until(
      () => $<HTMLAnchorElement>(root, '.tt-banner a[href]'),
      'the banner link',
      15000,
    );
    const style = getComputedStyle(link);
    expect(style.color).to.not.equal('rgb(0, 0, 238)');
    expect(style.color).to.equal(getComputedStyle(button(root, 'Search')).backgroundColor);
    expect(style.textDecorationLine).to.equal('none');
    expect(link.getBoundingClientRect().height).to.be.at.least(44);
    const lists = await until(
      () => {
        const l = $$(root, '.tt-home ul');
        return l.length && !$(root, '.tt-home [aria-busy=true]') ? l : null;
      },
      'the home lists',
      15000,
    );
    for (const ul of lists) {
      expect(getComputedStyle(ul).listStyleType).to.equal('none');
      expect(getComputedStyle(ul).paddingLeft).to.equal('0px');
    }
    for (const section of $$(root, '.tt-home section:not(.tt-banner)'))
      expect(getComputedStyle(section).borderTopStyle, section.id).to.equal('none');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
  it('nothing found: the next step clears the filters, else says what to try', async function () {
    this.timeout(30000);
    // Mid-Atlantic: no course within reach.
    sessionStorage.removeItem(GEO_POSITION_KEY);
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 0, longitude: -30 } } as GeolocationPosition),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    history.replaceState(null, '', `${location.pathname}?minPrice=1&maxPrice=2`);
    try {
      const { root } = mountSearch(`api-base="${base}" sync-url`);
      await until(() => combo(root), 'form');
      await choose(root, 'x', 'Current location');
      await until(
        () => /couldn't find/.test($(root, '.tt-summary')?.textContent ?? ''),
        'nothing found',
        15000,
      );
      button(root, 'Clear the filters').click();
      await until(
        () => $(root, '.tt-results')?.textContent?.includes('Try another date or place.'),
        'what to try',
        15000,
      );
      // The page URL follows the cleared filters (after the paint that shows the list).
      await until(
        () => new URLSearchParams(location.search).get('minPrice') === null,
        'minPrice gone from the URL',
      );
      expect(new URLSearchParams(location.search).get('maxPrice')).to.equal(null);
    } finally {
      delete (navigator as unknown as { geolocation?: unknown }).geolocation;
      sessionStorage.removeItem(GEO_POSITION_KEY);
      history.replaceState(null, '', location.pathname);
    }
  });
});

describe('<teetime-search> look on a 390 px phone', () => {
  before(async function () {
    this.timeout(30000);
    await setViewport({ width: 390, height: 844 });
    await loadAll();
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    history.replaceState(null, '', location.pathname);
  });

  it('cards fit the screen and the Foreplay mark is whole', async function () {
    this.timeout(30000);
    history.replaceState(null, '', `${location.pathname}?foreplayReviewedOnly=true`);
    const { root } = mountSearch(
      `api-base="${base}" location="New York, NY" date="${tomorrowInNewYork()}" sync-url`,
    );
    await loaded(root);
    for (const card of cards(root)) {
      const r = card.getBoundingClientRect();
      expect(r.right).to.be.at.most(390);
      expect(card.scrollWidth).to.be.at.most(card.clientWidth);
      const mark = card.querySelector('img.tt-foreplay');
      expect(mark, 'Foreplay mark').to.not.equal(null);
      const m = mark!.getBoundingClientRect();
      // Its own shape (a 120×32 badge, 90×24 here), not a photo's box that crops it, inside the card.
      expect(m.width / m.height).to.be.closeTo(3.75, 0.1);
      expect(m.right).to.be.at.most(r.right);
    }
  });
});
