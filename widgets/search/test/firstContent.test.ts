import { expect } from 'chai';
import { $, cards, loadAll, mountSearch, until } from './helpers';

// What a partner page's first seconds cost: the calls a search with a `location` makes before its
// first course card. Its preload (preloadSearch) asks for the place's suggestions as the element
// renders and for the course list as soon as they answer, before the results view renders; the
// UI's identical calls take both answers.
const base = '/sandbox/search-first/api';

describe('<teetime-search> first content', () => {
  const realFetch = window.fetch.bind(window);
  const calls: { url: string; resultsShown: boolean }[] = [];
  let root: ShadowRoot | undefined;
  before(async () => {
    await loadAll();
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push({ url, resultsShown: !!(root && $(root, '.tt-results')) });
      return realFetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });
  afterEach(() => document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove()));

  const of = (part: string) => calls.filter((c) => c.url.includes(part));

  it('asks for the course list as the suggestions answer, before the results render, once each', async () => {
    localStorage.clear();
    calls.length = 0;
    root = mountSearch(`api-base="${base}" location="Austin"`).root;
    await until(() => cards(root!).length > 0 && !$(root!, '[aria-busy=true]'), 'course cards', 8000);
    expect(of('/search/autocomplete'), 'one call for the suggestions').to.have.length(1);
    const lists = of('/courses/location_list');
    expect(lists, 'one call for the course list').to.have.length(1);
    expect(lists[0]!.url).to.match(/hierarchized_url=%2Fexplore%2Fus%2Ftx%2Faustin/);
    expect(lists[0]!.url).to.match(/[?&]sort=distance(&|$)/);
    expect(lists[0]!.resultsShown, 'list asked before the results view rendered').to.equal(false);
    expect(of('/users/session')).to.deep.equal([]);
  });

  it('asks for the list with the attributes’ filters, once', async () => {
    calls.length = 0;
    root = mountSearch(`api-base="${base}" location="Austin" date="2026-12-01" players="2"`).root;
    await until(() => cards(root!).length > 0 && !$(root!, '[aria-busy=true]'), 'course cards', 8000);
    expect(of('/search/autocomplete')).to.have.length(1);
    const lists = of('/courses/location_list');
    expect(lists, 'the attributes’ filters asked once').to.have.length(1);
    expect(lists[0]!.url).to.match(/[?&]qty=2(&|$)/);
  });
});
