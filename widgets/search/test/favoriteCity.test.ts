import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createApiClient } from '../../../src/core/apiClient';
import { getSession } from '../../../src/core/session';
import { $, cards, loadAll, mountSearch, until } from './helpers';

// Issue 33: a city's results let a signed-in golfer add the city to their favourites, and remove it.
const base = '/sandbox/search-fav-city/api';
const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
const favoriteCities = async () =>
  (await api.get('v6/favorite_cities')).favoriteCities.map((f) => f.city.label);
const cityButton = (root: ShadowRoot) => $<HTMLButtonElement>(root, '.tt-fav-city button');

describe('<teetime-search> favourite city', () => {
  before(loadAll);
  afterEach(async () => {
    if (getSession().get().user) await getSession().signOut();
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
  });

  it('is pressed from the keyboard to add the city, again to remove it; a reload shows it as saved', async function () {
    this.timeout(30000);
    await getSession().signIn(api, { email: 'newbie@example.com', password: 'teetime-demo-1' });
    let { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await until(() => cards(root).length > 0, 'courses', 8000);
    let star = await until(() => cityButton(root), 'the favourite-city button', 8000);
    expect(star.getAttribute('aria-label')).to.equal('Austin, TX: favourite city');
    expect(star.getAttribute('aria-pressed')).to.equal('false');
    star.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => star.getAttribute('aria-pressed') === 'true', 'pressed', 8000);
    expect(await favoriteCities()).to.deep.equal(['Austin, TX']);

    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    ({ root } = mountSearch(`api-base="${base}" location="Austin, TX"`));
    star = await until(() => cityButton(root), 'the button after a reload', 8000);
    await until(() => cityButton(root)?.getAttribute('aria-pressed') === 'true', 'shown as saved', 8000);
    star = cityButton(root)!;
    star.focus();
    await sendKeys({ press: 'Space' });
    await until(() => star.getAttribute('aria-pressed') === 'false', 'released', 8000);
    expect(await favoriteCities()).to.deep.equal([]);
  });

  it('is not offered to a signed-out visitor', async () => {
    const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await until(() => cards(root).length > 0, 'courses', 8000);
    expect(cityButton(root)).to.equal(null);
  });
});
