import { expect } from 'chai';
import { keptAnswers } from '../../../tests/support/keptAnswers';
import { $, $$, cards, loadAll, mountSearch, until } from './helpers';

// What a partner page's first seconds cost: the calls a search that starts from a place's name
// makes before its first course card. Its preload (preloadSearch) asks for the place's suggestions
// as the element connects and for the first one's courses as soon as they answer, before the UI
// renders the place; the UI's identical calls take both answers.
const base = '/sandbox/search-first/api';

describe('<teetime-search> first content', () => {
  const realFetch = window.fetch.bind(window);
  const calls: { url: string; listShown: boolean; uiShown: boolean }[] = [];
  const answers = keptAnswers(realFetch);
  before(async () => {
    await loadAll();
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const root = document.querySelector('teetime-search')?.shadowRoot;
      calls.push({ url, listShown: !!root && !!$(root, '.tt-results'), uiShown: !!root?.querySelector('*') });
      return answers.fetch(input, init);
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

  it('shows the courses in the list’s first render when their answer is already in, with no skeleton before them', async () => {
    localStorage.clear();
    // Once to learn the answers, then again with them answering at once.
    answers.instant = false;
    const warm = mountSearch(`api-base="${base}" location="Austin"`);
    await until(() => cards(warm.root).length > 0, 'course cards', 8000);
    warm.box.remove();
    answers.instant = true;
    try {
      const { root } = mountSearch(`api-base="${base}" location="Austin"`);
      let skeleton = false;
      new MutationObserver(() => {
        skeleton ||= !!root.querySelector('.tt-results [role=status][aria-busy="true"]');
      }).observe(root, { childList: true, subtree: true });
      await until(() => cards(root).length > 0, 'course cards', 8000);
      expect(skeleton, 'a skeleton in the list before its courses').to.equal(false);
    } finally {
      answers.instant = false;
    }
  });

  it('shows the place’s courses in its first render when both answers are in: never the form alone, then the list', async () => {
    localStorage.clear();
    answers.instant = false;
    const warm = mountSearch(`api-base="${base}" location="Austin"`);
    await until(() => cards(warm.root).length > 0, 'course cards', 8000);
    warm.box.remove();
    calls.length = 0;
    answers.instant = true;
    try {
      const { root } = mountSearch(`api-base="${base}" location="Austin"`);
      let first: { form: boolean; cards: number } | undefined;
      new MutationObserver((_, observer) => {
        if (!root.querySelector('form')) return;
        first = { form: true, cards: cards(root).length };
        observer.disconnect();
      }).observe(root, { childList: true, subtree: true });
      await until(() => cards(root).length > 0, 'course cards', 8000);
      expect(first, 'the first render with the form').to.not.equal(undefined);
      expect(first!.cards, 'course cards in the first render with the form').to.be.greaterThan(0);
      // Each answer taken once: no second call for the place or its courses.
      expect(of('/search/autocomplete'), 'calls for the place').to.have.length(1);
      expect(of('/courses/location_list'), 'calls for the courses').to.have.length(1);
    } finally {
      answers.instant = false;
    }
  });

  it('paints a screen of cards first, the rest of the page right after, the list busy until then', async () => {
    localStorage.clear();
    const { root } = mountSearch(`api-base="${base}" location="Austin"`);
    let first: { items: number; busy: string | null; drawer: boolean; dateField: boolean } | undefined;
    new MutationObserver((_, observer) => {
      if (cards(root).length === 0) return;
      first = {
        items: $$(root, '.tt-list > li').length,
        busy: $(root, '.tt-list')!.getAttribute('aria-busy'),
        drawer: !!$(root, '[role=dialog]'),
        dateField: !!$(root, 'input[type=date]'),
      };
      observer.disconnect();
    }).observe(root, { childList: true, subtree: true });
    await until(() => first, 'course cards', 8000);
    // The place's first page (courses, deals and a banner): 6 items in the first paint, no closed
    // filter drawer built, and the form's date a plain box (the page's first date field loads the
    // browser's date formats).
    expect(first).to.deep.equal({ items: 6, busy: 'true', drawer: false, dateField: false });
    await until(() => $(root, '.tt-list')!.getAttribute('aria-busy') === 'false', 'the whole page', 8000);
    expect($$(root, '.tt-list > li').length, 'items once painted').to.be.greaterThan(15);
    const date = $(root, 'input[type=date]') as HTMLInputElement | null;
    expect(date?.value, 'the date field once painted, on today').to.equal(date?.min);
    expect(date?.labels?.[0]?.textContent).to.equal('Date');
  });
});
