import { expect } from 'chai';
import { GEO_POSITION_KEY } from '../../../src/core/storageKeys';
import { $, button, cards, choose, combo, field, loadAll, mountSearch, type, until } from './helpers';

const base = '/sandbox/search-resilience/api';
const admin = {
  'X-Api-Key': 'demo-teetime',
  'X-Admin-Token': 'demo-admin',
  'Content-Type': 'application/json',
};
const maintenance = (enabled: boolean) =>
  fetch(`${base}/v6/status/maintenance`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ enabled }),
  });
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses');

describe('<teetime-search> when the API is down or refuses', () => {
  before(loadAll);
  afterEach(async () => {
    await maintenance(false);
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
    delete (navigator as unknown as { geolocation?: unknown }).geolocation;
  });

  it('shows the maintenance notice, keeps what was typed, and searches again once the API is back', async () => {
    const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(root);
    await maintenance(true);
    type(field<HTMLSelectElement>(root, 'Sort by'), 'rating');
    await until(() => $(root, '[role=status] h2')?.textContent === "We're doing some maintenance", 'notice');
    expect(combo(root).value).to.equal('Austin, TX');
    expect($(root, '.tt-results [role=alert]')).to.equal(null);
    await maintenance(false);
    button(root, 'Check again').click();
    await until(() => !$(root, '.tt-warning h2'), 'notice gone');
    await loaded(root);
    expect($(root, '.tt-results [role=alert]')).to.equal(null);
  });

  it('says what went wrong with a way to try again when a list cannot load', async () => {
    sessionStorage.removeItem(GEO_POSITION_KEY);
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 999, longitude: 0 } } as GeolocationPosition),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    await choose(root, 'x', 'Current location');
    const alert = await until(() => $(root, '.tt-results [role=alert]'), 'error');
    expect(alert.textContent).to.not.equal('');
    expect(() => button(root, 'Try again')).to.not.throw();
  });
});
