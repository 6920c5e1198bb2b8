import { expect } from 'chai';
import { $, cards, loadAll, mountSearch, until } from './helpers';

// What a partner page's first seconds cost: the calls a search that starts from a place's name
// makes before its first course card. Its preload (preloadSearch) asks for the place's suggestions
// as the element connects and for the first one's courses as soon as they answer, before the UI
// renders the place; the UI's identical calls take both answers.
const base = '/sandbox/search-first/api';

describe('<teetime-search> first content', () => {
  const realFetch = window.fetch.bind(window);
  const calls: { url: string; listShown: boolean; uiShown: boolean }[] = [];
  before(async () => {
    await loadAll();
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const root = document.querySelector('teetime-search')?.shadowRoot;
      calls.push({ url, listShown: !!root && !!$(root, '.tt-results'), uiShown: !!root?.querySelector('*') });
      return realFetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });
  afterEach(() => document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove()));

  const of = (part: string) => calls.filter((c) => c.url.includes(part));

  it('asks for the place as the element connects and for its courses as the place answers, once each', async () => {
    localStorage.clear();
    calls.length = 0;
    const { root } = mountSearch(`api-base="${base}" location="Austin"`);
    await until(() => cards(root).length > 0, 'course cards', 8000);
    const place = of('/search/autocomplete');
    expect(place, 'one call for the place').to.have.length(1);
    expect(place[0]!.uiShown, 'place asked before the UI rendered').to.equal(false);
    const list = of('/courses/location_list');
    expect(list, 'one call for the courses').to.have.length(1);
    expect(list[0]!.listShown, 'courses asked before the list rendered').to.equal(false);
    expect(of('/users/session')).to.deep.equal([]);
  });
});
