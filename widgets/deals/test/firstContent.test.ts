import { expect } from 'chai';
import { shadowOf } from '../../../tests/support/dom';
import { keptAnswers } from '../../../tests/support/keptAnswers';
import { cards, heading, mountDeals, sandbox, waitForCards, loadDeals } from './helpers';

// What a partner page's first seconds cost: the calls deals near a place make before the first
// deal. Its preload (preloadDeals) asks for the place's suggestions as the element renders and for
// the deals near it as soon as they answer, before the UI renders the place; the UI's identical
// calls take both answers.
const api = sandbox('deals-first');

describe('<teetime-deals> first content', () => {
  const realFetch = window.fetch.bind(window);
  const calls: { url: string; placeShown: boolean }[] = [];
  const answers = keptAnswers(realFetch);
  let el: Element | undefined;
  before(async () => {
    await loadDeals();
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const h2 = el && shadowOf(el).querySelector('h2');
      calls.push({ url, placeShown: !!h2 && heading(el!) !== 'Golf deals' });
      return answers.fetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });
  afterEach(() => document.querySelectorAll('teetime-deals').forEach((n) => n.parentElement?.remove()));

  const of = (part: string) => calls.filter((c) => c.url.includes(part));

  it('asks for the deals as the place answers, before the place renders, once each', async () => {
    localStorage.clear();
    calls.length = 0;
    el = mountDeals(`location="Miami" api-base="${api.base}"`);
    await waitForCards(el);
    expect(of('/search/autocomplete'), 'one call for the place').to.have.length(1);
    const deals = of('/deals/near');
    expect(deals, 'one call for the deals').to.have.length(1);
    expect(deals[0]!.placeShown, 'deals asked before the place rendered').to.equal(false);
    expect(of('/users/session')).to.deep.equal([]);
  });

  it('shows the deals in its first render when both answers are in: never the heading alone, then the deals', async () => {
    localStorage.clear();
    el = mountDeals(`location="Miami" api-base="${api.base}"`);
    await waitForCards(el);
    el.parentElement?.remove();
    calls.length = 0;
    answers.instant = true;
    try {
      el = mountDeals(`location="Miami" api-base="${api.base}"`);
      const root = shadowOf(el);
      let first: number | undefined;
      new MutationObserver((_, observer) => {
        if (!root.querySelector('h2')) return;
        first = cards(el!).length;
        observer.disconnect();
      }).observe(root, { childList: true, subtree: true });
      await waitForCards(el);
      expect(first, 'deals in the first render with the heading').to.be.greaterThan(0);
      expect(of('/search/autocomplete'), 'calls for the place').to.have.length(1);
      expect(of('/deals/near'), 'calls for the deals').to.have.length(1);
    } finally {
      answers.instant = false;
    }
  });

  it('asks for the deals near given coordinates once', async () => {
    calls.length = 0;
    el = mountDeals(`latitude="25.77" longitude="-80.19" api-base="${api.base}"`);
    await waitForCards(el);
    expect(of('/deals/near')).to.have.length(1);
    expect(of('/search/autocomplete')).to.deep.equal([]);
  });

  it('asks nothing for a brand without the deals page', async () => {
    calls.length = 0;
    el = mountDeals(`brand="cedar-ridge" location="Miami" api-base="${api.base}"`);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.filter((c) => c.url.includes(api.base))).to.deep.equal([]);
  });
});
