import { expect } from 'chai';
import { shadowOf, until } from '../../../tests/support/dom';
import { boxOf, canonical, firstScreenRun, twoFrames } from '../../../tests/support/firstScreen';
import { DEALS_EMBED, cards, heading, sandbox } from './helpers';

// A golf site with the deals in an article before their script runs: the script is the first
// screen's (src/first), which paints the first deals near the place from its own first calls
// before the UI's bundle has run; the UI then takes those answers and mounts over that HTML.
const api = sandbox('deals-first-screen');

/** What a reader sees of the deals: each card's text and box, the heading, the list's markup. */
const seen = (el: Element) => ({
  heading: heading(el),
  cards: cards(el).map((li) => `${li.textContent} @ ${boxOf(li)}`),
  list: canonical(shadowOf(el).querySelector('ul') ?? document.createElement('ul')),
});

describe('<teetime-deals> first screen', () => {
  it('shows the deals before the UI mounts, unchanged once it has, and replays a click made before', async function () {
    this.timeout(20000);
    let opened = '';
    const run = await firstScreenRun({
      tag: 'teetime-deals',
      src: DEALS_EMBED,
      a: `api-base="${api.base}" location="Miami"`,
      b: `api-base="${api.base}" location="New York"`,
      shown: (el) => cards(el).length > 0,
      seen,
      // A reader quicker than the UI's script: New York's first deal, opened.
      click: (el) => {
        const title = shadowOf(el).querySelector<HTMLButtonElement>('li button[data-deal]')!;
        opened = title.textContent!.trim();
        title.click();
      },
    });
    const { first: miami, second: newYork, painted, fetches } = run;
    fetches.restore();
    expect(painted.size, 'both first screens showed deals').to.equal(2);
    expect(painted.get(miami)!.mounted, 'the UI had not mounted when the deals showed').to.equal(false);
    expect(painted.get(newYork)!.mounted).to.equal(false);
    const before = painted.get(miami)!.seen;
    expect(before.heading).to.equal('Golf deals near Miami, FL');
    expect(before.cards.length).to.be.greaterThan(0);
    await twoFrames();
    expect(seen(miami)).to.deep.equal(before);
    // The place and its deals were asked for once each per widget: the UI took the answers.
    expect(fetches.of('/search/autocomplete')).to.have.length(2);
    expect(fetches.of('/deals/near')).to.have.length(2);
    // The deal opened on the first screen is open once the UI has mounted.
    await until(() => shadowOf(newYork).querySelector('#tt-deal-title'), 'the opened deal', 8000);
    expect(shadowOf(newYork).querySelector('#tt-deal-title')!.textContent).to.contain(opened);
    run.box.remove();
  });
});
