import { expect } from 'chai';
import { cards, loadAll, mountSearch, until } from './helpers';

// A partner's article with the search further down: as the page loads, the element shows its
// place's courses without taking focus, so the page stays where the reader is. (After the
// golfer's own search, focus goes to the results heading: look.test.ts.) No key or pointer
// input may come before this test in its page.
const base = '/sandbox/search-focus-load/api';

describe('<teetime-search> on page load', () => {
  before(() => loadAll());

  it('shows its place’s courses without moving focus or scrolling the page to them', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.prepend(spacer);
    window.scrollTo(0, 0);
    try {
      const { root, box } = mountSearch(`api-base="${base}" location="Austin"`);
      await until(() => cards(root).length > 0, 'course cards', 15000);
      // Effects that follow the first paint have run.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      expect(root.activeElement, 'focus in the element').to.equal(null);
      expect(document.activeElement).to.equal(document.body);
      expect(window.scrollY, 'page scrolled').to.equal(0);
      box.remove();
    } finally {
      spacer.remove();
    }
  });
});
