import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { until } from '../../../tests/support/dom';
import {
  $$,
  axeViolations,
  button,
  cleanUp,
  dialog,
  errorOf,
  field,
  groupError,
  loadAll,
  open,
  signIn,
  text,
  tick,
  type,
} from './profileSavedHelpers';
import { asUser } from './sandboxHelpers';

const base = '/sandbox/account-saved/api';
/** A golfer's clicks come one render apart. */
const frame = () => new Promise((r) => requestAnimationFrame(r));
const items = (root: ShadowRoot, list = 0) => {
  const ul = $$(root, 'ul.tt-items')[list];
  return ul ? $$(ul, ':scope > li') : [];
};
const names = (root: ShadowRoot, list = 0) =>
  items(root, list).map((li) => li.querySelector('button')!.textContent);

async function austinCourse(b: string): Promise<{ id: string; name: string }> {
  const r = await fetch(`${b}/v6/courses/location_list?lat=30.27&lon=-97.74`, {
    headers: { 'X-Api-Key': 'demo-teetime' },
  });
  const body = (await r.json()) as { location_results: Array<{ id: string; name: string }> };
  return body.location_results.at(-1)!;
}

describe('<teetime-account> favourites', () => {
  before(loadAll);
  afterEach(cleanUp);

  it('lists favourite courses and cities, opens their pages, removes one after asking (kept on reload)', async () => {
    await signIn(base, 'golfer@example.com');
    const first = await open(base, 'favorites', 'Favorites');
    const root = first.root;
    await until(() => items(root).length > 0, 'favourites', 8000);
    expect(items(root)).to.have.length(2);
    expect(names(root, 1)).to.have.members(['Austin, TX', 'Denver, CO']);
    expect(await axeViolations(first.el)).to.deep.equal([]);

    const [kept, removed] = names(root) as [string, string];

    button(root, `Remove ${removed} from favorites`).click();
    const box = await until(() => dialog(root), 'confirmation');
    expect(box.textContent).to.include(`${removed} will no longer be in your favorites.`);
    expect(await axeViolations(first.el)).to.deep.equal([]);
    button(box, 'Remove').click();
    await until(() => items(root).length === 1, 'removed', 8000);
    expect(dialog(root)).to.equal(null);
    await until(() => root.activeElement?.textContent === 'Courses', 'focus on the list');
    first.box.remove();

    const again = await open(base, 'favorites', 'Favorites');
    await until(() => items(again.root).length > 0, 'favourites', 8000);
    expect(names(again.root)).to.deep.equal([kept]);
    button(again.root, kept).click();
    expect(again.moves.at(-1)).to.deep.include({ view: 'external' });
    expect(again.moves.at(-1)!.path).to.match(/^\/explore\/us\/tx\/austin\//);
  });

  it('says what to do when there are no favourites', async () => {
    await signIn('/sandbox/account-saved-empty/api', 'newbie@example.com');
    const { el, root, moves } = await open('/sandbox/account-saved-empty/api', 'favorites', 'Favorites');
    await until(() => text(root).includes('No favorite courses yet'), 'empty', 8000);
    expect(text(root))
      .to.include('tap the heart on a course in the search results')
      .and.include('No favorite cities yet.');
    expect(await axeViolations(el)).to.deep.equal([]);
    $$<HTMLButtonElement>(root, 'button')
      .find((b) => b.textContent === 'Search for golf courses')!
      .click();
    expect(moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/' });
  });
});

describe('<teetime-account> price alerts', () => {
  before(loadAll);
  afterEach(cleanUp);

  const alertsOf = (root: ShadowRoot) => items(root).map((li) => li.textContent);

  it("lists the golfer's alert; adding one goes straight to the form (they keep alerts), others get the membership offer", async () => {
    await signIn(base, 'golfer@example.com');
    const { el, root } = await open(base, 'price-alerts', 'Price alerts');
    await until(() => items(root).length > 0, 'alerts', 8000);
    expect(alertsOf(root)[0]).to.include(
      '2 or 4 players · 18 holes · Sat, Sun · up to $60 · 2 h or more before sunset · at most once a day',
    );
    expect(await axeViolations(el)).to.deep.equal([]);
    button(root, 'Add a price alert').click();
    await until(() => root.querySelector('form select'), 'the form', 8000);
    expect(dialog(root)).to.equal(null);
    await cleanUp();

    // Without a membership or alerts: the membership offer.
    await signIn(base, 'moderator@example.com');
    const other = await open(base, 'price-alerts', 'Price alerts');
    await until(() => text(other.root).includes('You have no price alerts yet.'), 'no alerts', 8000);
    button(other.root, 'Add a price alert').click();
    const box = await until(() => dialog(other.root), 'membership offer');
    expect(box.textContent).to.include('Join to set price alerts');
    expect(await axeViolations(other.el)).to.deep.equal([]);
    button(box, 'See the membership').click();
    expect(other.moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/membership' });
  });

  it('shows the rules next to their fields, then saves the edit; deletes after asking (kept on reload)', async () => {
    const b = '/sandbox/account-saved-edit/api';
    const api = await signIn(b, 'golfer@example.com');
    const first = await open(b, 'price-alerts', 'Price alerts');
    const root = first.root;
    await until(() => items(root).length > 0, 'alerts', 8000);
    button(root, /^Edit the alert on /).click();
    await until(() => root.querySelector('form'), 'the form');
    for (const l of ['2 players', '4 players', 'Saturday', 'Sunday', '18 holes']) tick(field(root, l));
    type(field(root, 'Lowest price per player ($, optional)'), '80');
    await frame();
    button(root, 'Save alert').click();
    await until(() => groupError(root, 'Players'), 'rules');
    expect(groupError(root, 'Players')).to.equal(
      'Please select at least one player quantity to set the alert.',
    );
    expect(groupError(root, 'Days')).to.equal('Please provide on which days you want to set the alert.');
    expect(groupError(root, 'Holes')).to.equal('Please select the number of holes you want.');
    expect(errorOf(root, 'Lowest price per player ($, optional)')).to.equal(
      'The lowest price must not be above the highest price.',
    );
    expect(await axeViolations(first.el)).to.deep.equal([]);
    const [saved] = (await api.get('v6/alerts')).alerts;
    expect(saved).to.include({ for_2: true, saturday: true, minPrice: null });

    for (const l of ['1 player', 'Sunday', '9 holes', 'At most twice a day']) tick(field(root, l));
    type(field(root, 'Lowest price per player ($, optional)'), '20');
    await frame();
    button(root, 'Save alert').click();
    await until(() => text(root).includes('Your price alert was saved.'), 'saved', 8000);
    await until(() => alertsOf(root)[0]?.includes('1 player · 9 holes · Sun · $20–$60'), 'new values');
    expect(alertsOf(root)[0]).to.include('at most twice a day');
    await until(
      () => root.activeElement?.textContent === 'Your price alert was saved.',
      'focus on the notice',
    );

    button(root, /^Delete the alert on /).click();
    const box = await until(() => dialog(root), 'confirmation');
    button(box, 'Delete alert').click();
    await until(() => text(root).includes('You have no price alerts yet.'), 'deleted', 8000);
    first.box.remove();
    const again = await open(b, 'price-alerts', 'Price alerts');
    await until(() => text(again.root).includes('You have no price alerts yet.'), 'still gone', 8000);
  });

  it('a member adds an alert from a course link with the keyboard', async () => {
    const b = '/sandbox/account-saved-member/api';
    const course = await austinCourse(b);
    await signIn(b, 'member@example.com');
    const { el, root } = await open(
      b,
      'price-alerts',
      'Price alerts',
      `params='{"courseId":"${course.id}"}'`,
    );
    const place = await until(
      () => {
        try {
          return field<HTMLSelectElement>(root, 'Course or city to watch');
        } catch {
          return null;
        }
      },
      'the form',
      8000,
    );
    expect(place.value).to.equal(`course:${course.id}`);
    expect(place.selectedOptions[0]!.text).to.equal(course.name);
    expect(await axeViolations(el)).to.deep.equal([]);
    for (const l of ['3 players', '18 holes', 'Friday']) {
      field(root, l).focus();
      await sendKeys({ press: 'Space' });
    }
    field(root, 'At most once a day').focus();
    await sendKeys({ press: 'ArrowRight' });
    field(root, 'Highest price per player ($, optional)').focus();
    await sendKeys({ type: '45' });
    await sendKeys({ press: 'Enter' });
    await until(() => text(root).includes('Your price alert is set.'), 'added', 8000);
    await until(() => items(root).length === 1, 'listed');
    expect(items(root)[0]!.textContent)
      .to.include(course.name)
      .and.include('3 players · 18 holes · Fri · up to $45 · at most twice a day');
  });

  it("puts the API's 413 next to the place, and its 403 opens the membership offer", async () => {
    const b = '/sandbox/account-saved-member/api';
    await signIn(b, 'member@example.com');
    const gone = await open(b, 'price-alerts', 'Price alerts', `params='{"courseId":"no-such-course"}'`);
    const root = gone.root;
    await until(() => root.querySelector('form'), 'the form', 8000);
    for (const l of ['1 player', '9 holes', 'Monday']) tick(field(root, l));
    button(root, 'Save alert').click();
    await until(() => errorOf(root, 'Course or city to watch'), '413', 8000);
    expect(errorOf(root, 'Course or city to watch')).to.equal(
      "The course for this alert doesn't seem to exits anymore.",
    );
    expect(field(root, '1 player').checked).to.equal(true);
    gone.box.remove();
    await getSession().signOut();

    // The page of a golfer without alerts (theirs deleted) still believes they are a member:
    // the API says no.
    const api = await asUser(b, 'golfer@example.com');
    for (const a of (await api.get('v6/alerts')).alerts) await api.delete(`v6/alerts/${a.id}`);
    await signIn(b, 'golfer@example.com');
    getSession().setProfile({ ...getSession().get().user!, hasNetworkMembership: true });
    const { root: r2 } = await open(b, 'price-alerts', 'Price alerts');
    await until(() => text(r2).includes('Add a price alert'), 'the list', 8000);
    button(r2, 'Add a price alert').click();
    await until(() => r2.querySelector('form select'), 'the form', 8000);
    for (const l of ['1 player', '9 holes', 'Monday']) tick(field(r2, l));
    button(r2, 'Save alert').click();
    const box = await until(() => dialog(r2), 'membership offer', 8000);
    expect(box.textContent).to.include('Price alerts are a membership benefit. Join to set price alerts.');
    expect(field(r2, '1 player').checked).to.equal(true);
  });

  it('is not offered by a brand without price alerts', async () => {
    await signIn(base, 'member@example.com');
    const { moves } = await open(base, 'price-alerts', 'Price alerts', 'brand="cedar-ridge"');
    await until(() => moves.length > 0, 'sent on', 8000);
    expect(moves[0]!.view).to.equal('account-summary');
  });
});
