import { expect } from 'chai';
import { createApiClient } from '../../../src/core/apiClient';
import { getSession } from '../../../src/core/session';
import { GEO_POSITION_KEY } from '../../../src/core/storageKeys';
import {
  $,
  axeViolations,
  cards,
  choose,
  combo,
  heading,
  loadAll,
  mountSearch,
  spyFetch,
  until,
} from './helpers';

const base = '/sandbox/search-account/api';
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses');

function fakeGeolocation(answer: { latitude: number; longitude: number } | 'denied' | 'never') {
  sessionStorage.removeItem(GEO_POSITION_KEY);
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
      if (answer === 'never') return;
      if (answer === 'denied') fail({ code: 1, message: 'denied' } as GeolocationPositionError);
      else ok({ coords: answer } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

describe('<teetime-search> favourites and current location', () => {
  before(loadAll);
  afterEach(async () => {
    if (getSession().get().user) await getSession().signOut();
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
  });
  after(() => delete (navigator as unknown as { geolocation?: unknown }).geolocation);

  it('asks an anonymous golfer to sign in before saving a favourite', async () => {
    const { el, root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(root);
    const fav = cards(root)[0]!.querySelector<HTMLButtonElement>('.tt-fav')!;
    expect(fav.getAttribute('aria-pressed')).to.equal('false');
    fav.click();
    const dialog = await until(
      () => (($(root, 'dialog') as HTMLDialogElement)?.open ? $(root, 'dialog') : null),
      'sign-in',
    );
    expect(dialog.textContent).to.include('Sign in to save favourite courses.');
    expect(fav.getAttribute('aria-pressed')).to.equal('false');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('toggles a favourite for a signed-in golfer', async () => {
    const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
    await getSession().signIn(api, { email: 'golfer@example.com', password: 'teetime-demo-1' });
    const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(root);
    const fav = cards(root)[0]!.querySelector<HTMLButtonElement>('.tt-fav')!;
    fav.click();
    await until(() => fav.getAttribute('aria-pressed') === 'true', 'favourite on');
    fav.click();
    await until(() => fav.getAttribute('aria-pressed') === 'false', 'favourite off');
    expect(($(root, 'dialog') as HTMLDialogElement).open).to.equal(false);
  });

  it('keeps a heart tapped while the golfer’s favourites load', async () => {
    const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
    await getSession().signIn(api, { email: 'golfer@example.com', password: 'teetime-demo-1' });
    // The favourites answer only after the tap (and its POST) went out.
    const realFetch = window.fetch;
    let release: () => void = () => undefined;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const slow = url.endsWith('/v6/favorite_courses') && /^get$/i.test(init?.method ?? 'GET');
      return slow ? tapped.then(() => realFetch(input, init)) : realFetch(input, init);
    };
    try {
      const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
      await loaded(root);
      const card = cards(root).find(
        (c) => c.querySelector('.tt-fav')!.getAttribute('aria-pressed') === 'false',
      )!;
      const fav = card.querySelector<HTMLButtonElement>('.tt-fav')!;
      fav.click();
      await until(() => fav.getAttribute('aria-pressed') === 'true', 'favourite on');
      release();
      await new Promise((r) => setTimeout(r, 500));
      expect(fav.getAttribute('aria-pressed'), 'still on after the list came').to.equal('true');
      fav.click(); // leave the golfer's favourites as they were
      await until(() => fav.getAttribute('aria-pressed') === 'false', 'favourite off');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('"Current location" lists courses near the position', async () => {
    fakeGeolocation({ latitude: 30.27, longitude: -97.74 });
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    await choose(root, 'x', 'Current location');
    await until(() => heading(root) === 'Golf courses near you', 'near me');
    await loaded(root);
    expect(JSON.parse(sessionStorage.getItem(GEO_POSITION_KEY)!)).to.include({ latitude: 30.27 });
  });

  it('a section list tries the position: nearest first with it', async () => {
    fakeGeolocation({ latitude: 33.45, longitude: -112.07 });
    const spy = spyFetch();
    try {
      const { root } = mountSearch(`api-base="${base}" location="/sections/desert-golf"`);
      await until(
        () => root.querySelector<HTMLSelectElement>('#tt-sort')?.value === 'distance',
        'distance sort',
      );
      await loaded(root);
      const url = spy.of('location_list').at(-1)!.url;
      expect(url)
        .to.include('course_section_slug=desert-golf')
        .and.include('lat=33.45')
        .and.include('sort=distance');
    } finally {
      spy.restore();
    }
  });

  it('says the denial message when the golfer refuses the position', async () => {
    fakeGeolocation('denied');
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    await choose(root, 'x', 'Current location');
    await until(() => $(root, 'form [role=alert]')!.textContent === 'User denied Geolocation', 'denied');
  });

  it('shows the empty-search message where there are no courses', async () => {
    fakeGeolocation({ latitude: 0, longitude: -30 });
    const { root } = mountSearch(`api-base="${base}"`);
    await until(() => combo(root), 'form');
    await choose(root, 'x', 'Current location');
    await until(
      () => $(root, '.tt-results')?.textContent?.includes("We couldn't find results for your search"),
      'empty',
    );
  });
});
