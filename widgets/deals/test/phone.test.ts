import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { buttonIn, shadowOf, until } from '../../../tests/support/dom';
import { cards, mountDeals, sandbox, waitForCards, loadDeals } from './helpers';

const api = sandbox('deals-phone');

const visible = (e: Element) => {
  const r = e.getBoundingClientRect();
  return r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== 'hidden';
};
/** Visible controls smaller than 44×44 px ("name: w×h"). */
const smallTargets = (el: Element) =>
  [...shadowOf(el).querySelectorAll('button, a[href], input, select')]
    .filter(visible)
    .map((c) => ({ c, r: c.getBoundingClientRect() }))
    .filter(({ r }) => r.width < 44 || r.height < 44)
    .map(({ c, r }) => `${c.textContent?.trim()}: ${Math.round(r.width)}×${Math.round(r.height)}`);
/** Elements of the widget reaching past the right edge of the screen. */
const overflowing = (el: Element) =>
  [...shadowOf(el).querySelectorAll('*')]
    .filter(visible)
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
    .map((e) => e.className || e.localName);
const px = (e: Element, prop: string) => parseFloat(getComputedStyle(e).getPropertyValue(prop));

describe('<teetime-deals> on a 390 px phone', () => {
  before(async () => {
    await setViewport({ width: 390, height: 844 });
    await loadDeals();
  });
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => document.querySelectorAll('teetime-deals').forEach((n) => n.parentElement?.remove()));

  it('every control is at least 44×44 px and nothing overflows 390 px, in the list and a deal', async () => {
    const el = mountDeals(
      `location="New York" limit="3" course-url="/book/{courseId}" api-base="${api.base}"`,
    );
    await waitForCards(el, 3);
    expect(window.innerWidth).to.equal(390);
    // Titles, booking links and "More deals" are all there to measure.
    expect(
      cards(el).every((li) => li.querySelector('[data-deal]') && li.querySelector('a.tt-button')),
    ).to.equal(true);
    expect(buttonIn(el, 'More deals')).to.not.equal(undefined);
    expect(smallTargets(el)).to.deep.equal([]);
    expect(overflowing(el)).to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);

    shadowOf(el).querySelector<HTMLButtonElement>('[data-deal]')!.click();
    await waitForCards(el, 0);
    const article = shadowOf(el).querySelector('article')!;
    await until(() => article.querySelector('a.tt-button'), 'the booking link of the deal');
    expect(smallTargets(el)).to.deep.equal([]);
    expect(overflowing(el)).to.deep.equal([]);
  });

  it('cards use the shared tokens and keep the price hierarchy: deal price largest, regular price muted', async () => {
    const el = mountDeals(`location="New York" limit="3" api-base="${api.base}"`);
    await waitForCards(el, 3);
    const card = cards(el).find((li) => li.querySelector('s'))!;
    expect(card, 'a card with a regular price').to.not.equal(undefined);
    const style = getComputedStyle(card);
    const probe = document.createElement('span');
    shadowOf(el).querySelector('section')!.append(probe);
    const token = (name: string) => {
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color;
    };
    // --tt-radius (8 px), --tt-line borders, 16 px padding from the spacing scale.
    expect(style.borderTopLeftRadius).to.equal('8px');
    expect(style.borderTopColor).to.equal(token('--tt-line'));
    expect(style.paddingTop).to.equal('16px');
    const price = card.querySelector('strong')!;
    const regular = card.querySelector('s')!;
    const place = card.querySelector('p')!;
    expect(px(price, 'font-size')).to.be.above(px(card.querySelector('h3')!, 'font-size'));
    expect(px(price, 'font-size')).to.be.above(px(regular, 'font-size'));
    expect(Number(getComputedStyle(price).fontWeight)).to.be.at.least(700);
    expect(getComputedStyle(regular).color).to.equal(token('--tt-muted'));
    expect(getComputedStyle(place).color).to.equal(token('--tt-muted'));
    // The discount is the shared hot-deal badge (.tt-hot, the search's too): the brand's
    // secondary colour, as wide as its words.
    const badge = cards(el)
      .map((li) => li.querySelector<HTMLElement>('.tt-hot'))
      .find((b) => b && /% off$/.test(b.textContent!))!;
    expect(badge, 'a discount badge').to.not.equal(undefined);
    expect(getComputedStyle(badge).backgroundColor).to.equal(token('--tt-secondary'));
    expect(getComputedStyle(badge).fontWeight).to.equal('600');
    probe.remove();
  });
});
