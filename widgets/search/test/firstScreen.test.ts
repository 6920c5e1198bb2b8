import { expect } from 'chai';
import { shadowOf, until } from '../../../tests/support/dom';
import { boxOf, firstScreenRun, twoFrames } from '../../../tests/support/firstScreen';
import { EMBED, cards } from './helpers';

// A partner page with the search in it before its script runs: the script is the first screen's
// (src/first), which paints the form and the place's first courses from its own first calls
// before the UI's bundle has run; the UI then takes those answers and mounts over that HTML.
const base = '/sandbox/search-first-screen/api';

/** What a golfer sees: each of the first cards' text and box, and the place in the box. */
const seen = (el: Element) => {
  const root = shadowOf(el);
  return {
    place: root.querySelector<HTMLInputElement>('input[role=combobox]')?.value,
    cards: cards(root).map((c) => `${c.textContent} @ ${boxOf(c)}`),
  };
};

describe('<teetime-search> first screen', () => {
  it('shows the courses before the UI mounts, unchanged once it has, and replays a click made before', async function () {
    this.timeout(20000);
    const selected: string[] = [];
    let chosen = '';
    const run = await firstScreenRun({
      tag: 'teetime-search',
      src: EMBED,
      a: `api-base="${base}" location="Austin"`,
      b: `api-base="${base}" location="New York"`,
      shown: (el) => cards(shadowOf(el)).length > 0,
      seen,
      // A golfer quicker than the UI's script: New York's first course, chosen.
      click: (el) => {
        el.addEventListener('teetime-course-select', (e) => {
          e.preventDefault();
          selected.push((e as CustomEvent<{ courseId: string }>).detail.courseId);
        });
        const card = cards(shadowOf(el))[0]!;
        chosen = card.querySelector('h3')!.textContent!;
        card.querySelector<HTMLButtonElement>('button.tt-cta')!.click();
      },
    });
    const { first: austin, second: newYork, painted, fetches } = run;
    fetches.restore();
    expect(painted.size, 'both first screens showed courses').to.equal(2);
    expect(painted.get(austin)!.mounted, 'the UI had not mounted when the courses showed').to.equal(false);
    expect(painted.get(newYork)!.mounted).to.equal(false);
    const before = painted.get(austin)!.seen;
    expect(before.place).to.match(/^Austin/);
    // The list's first six entries (src/ui/useFirstItems): courses, and a membership banner here.
    expect(before.cards.length).to.be.within(5, 6);
    await twoFrames();
    // The first cards did not move or change; the rest of the list came after them.
    const after = seen(austin);
    expect(after.place).to.equal(before.place);
    expect(after.cards.slice(0, before.cards.length)).to.deep.equal(before.cards);
    // The place and its courses were asked for once per widget: the UI took the answers.
    expect(fetches.of('/search/autocomplete')).to.have.length(2);
    expect(fetches.of('/courses/location_list')).to.have.length(2);
    // The course chosen on the first screen was selected once the UI had mounted.
    await until(() => selected.length > 0, 'the course selected', 8000);
    expect(selected).to.have.length(1);
    expect(chosen).to.not.equal('');
    run.box.remove();
  });
});
