import { expect } from 'chai';
import { boxOf, canonical, firstScreenRun, twoFrames } from '../../../tests/support/firstScreen';
import { EMBED, courseIds, heading, isoDay, root, slotButtons, until } from './support';

// A partner page with the picker in it before its script runs: the script is the first screen's
// (src/first), which paints the course and its tee times from its own first calls before the UI's
// bundle has run, then adds the UI's script, which takes those answers, mounts over that HTML and
// clicks again what was clicked on it meanwhile.
const scenario = 'picker-first-screen';
const base = `/sandbox/${scenario}/api`;

/** What a golfer sees of the tee times: each tile's text and box, the headings, the list's markup. */
const seen = (el: Element) => ({
  course: root(el).querySelector('h2')?.textContent ?? '',
  heading: heading(el),
  tiles: slotButtons(el).map((b) => `${b.textContent} @ ${boxOf(b)}`),
  list: canonical(slotButtons(el)[0]?.closest('ul') ?? document.createElement('ul')),
});

describe('<teetime-picker> first screen', () => {
  const realFetch = window.fetch.bind(window);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  after(() => {
    release();
    window.fetch = realFetch;
  });

  it('shows the tee times before the UI mounts, unchanged once it has, and replays a click made before', async function () {
    this.timeout(20000);
    const [a, b] = await courseIds(scenario);
    let clicked = '';
    // The UI's later calls (the date strip's prices, the banners between the tiles) held until the
    // comparison: what they add comes after the first render, with or without a first screen.
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      /\/(days|banners)\?/.test(String(input instanceof Request ? input.url : input))
        ? held.then(() => realFetch(input, init))
        : realFetch(input, init);
    const run = await firstScreenRun({
      tag: 'teetime-picker',
      src: EMBED,
      // Tomorrow at the course: late in its day, today has no tee times left and the UI opens on
      // the next day that has some (no first screen then).
      a: `api-base="${base}" course-id="${a}" date="${isoDay(1)}"`,
      b: `api-base="${base}" course-id="${b}" date="${isoDay(1)}"`,
      shown: (el) => slotButtons(el).length > 0,
      seen,
      // A golfer quicker than the UI's script: the second picker's first tee time, clicked.
      click: (el) => {
        const tile = slotButtons(el)[0]!;
        clicked = tile.querySelector('b')!.textContent!;
        tile.click();
      },
    });
    const { first, second, painted, fetches } = run;
    fetches.restore();
    expect(painted.size, 'both first screens showed tee times').to.equal(2);
    expect(painted.get(first)!.mounted, 'the UI had not mounted when the tee times showed').to.equal(false);
    expect(painted.get(second)!.mounted).to.equal(false);
    const before = painted.get(first)!.seen;
    expect(before.tiles.length, 'tee times on the first screen').to.be.greaterThan(0);
    expect(before.course).to.not.equal('');
    // Once the UI has mounted (and painted), nothing of the tee times moved or changed.
    await twoFrames();
    expect(seen(first)).to.deep.equal(before);
    release();
    // Each course and its first slots were asked for once on the page: the UI took the answers.
    for (const id of [a, b]) {
      const course = fetches.calls.filter((c) => new RegExp(`/v6/courses/${id}(\\?|$)`).test(c.url));
      expect(course, `course ${id} asked once`).to.have.length(1);
      expect(fetches.of(`/tee_time_groups/at/${id}?`), `first slots of ${id} asked once`).to.have.length(1);
    }
    // The click on the second picker's first screen opened that tee time's rates once its UI mounted.
    expect(clicked).to.match(/^\d{1,2}:\d\d [AP]M$/);
    await until(
      () => heading(second).startsWith('Choose a rate'),
      `rates step (heading "${heading(second)}")`,
      8000,
    );
    expect(heading(second)).to.contain(clicked);
    run.box.remove();
  });
});
