import { expect } from 'chai';
import { createApiClient } from '../../../src/core/apiClient';
import { getSession } from '../../../src/core/session';
import { loadScript, mount, shadowOf } from '../../../tests/support/dom';
import { $, cards, loadAll, mountSearch, until } from './helpers';

const base = '/sandbox/search-favorites/api';
const loaded = (root: ShadowRoot) =>
  until(() => cards(root).length > 0 && !$(root, '[aria-busy=true]'), 'courses', 8000);
const names = (root: ShadowRoot) =>
  [...root.querySelectorAll('ul.tt-items')][0]?.querySelectorAll(':scope > li button:not([aria-label])') ??
  [];

describe('<teetime-search> favourites are the account favourites', () => {
  before(async () => {
    await loadAll();
    await loadScript('/dist/embed/teetime-account.js');
  });
  afterEach(async () => {
    if (getSession().get().user) await getSession().signOut();
    document.querySelectorAll('teetime-search, teetime-account').forEach((n) => n.parentElement?.remove());
  });

  it('a heart set in the search shows in <teetime-account view="favorites">, and one cleared leaves it', async () => {
    const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
    await getSession().signIn(api, { email: 'golfer@example.com', password: 'teetime-demo-1' });
    const { root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(root);
    const hearts = () => cards(root).map((c) => c.querySelector<HTMLButtonElement>('.tt-fav')!);
    // The golfer's saved favourites (the first two Austin courses) show as set.
    await until(
      () => hearts().filter((h) => h.getAttribute('aria-pressed') === 'true').length === 2,
      'saved',
    );
    const off = hearts().find((h) => h.getAttribute('aria-pressed') === 'false')!;
    const on = hearts().find((h) => h.getAttribute('aria-pressed') === 'true')!;
    const added = off.closest('article')!.getAttribute('aria-label')!;
    const cleared = on.closest('article')!.getAttribute('aria-label')!;
    off.click();
    on.click();
    await until(() => off.getAttribute('aria-pressed') === 'true', 'set');
    await until(() => on.getAttribute('aria-pressed') === 'false', 'cleared');
    let saved: string[] = [];
    for (let i = 0; i < 50 && !(saved.includes(added) && !saved.includes(cleared)); i++) {
      const a = await api.get('v6/favorite_courses');
      saved = a.favoriteCourses.map((f) => f.course.name);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(saved).to.include(added).and.not.include(cleared);

    const box = mount(`<teetime-account api-base="${base}" view="favorites"></teetime-account>`);
    const account = shadowOf(box.querySelector('teetime-account')!);
    await until(() => names(account).length > 0, 'the account favourites', 8000);
    const listed = [...names(account)].map((b) => b.textContent);
    expect(listed).to.include(added).and.not.include(cleared);
  });

  it('a favourite removed in the account shows cleared in the search at once (the 4-minute cache is marked stale)', async () => {
    const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
    await getSession().signIn(api, { email: 'golfer@example.com', password: 'teetime-demo-1' });
    const first = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(first.root);
    const pressed = (root: ShadowRoot) =>
      cards(root)
        .filter((c) => c.querySelector('.tt-fav')!.getAttribute('aria-pressed') === 'true')
        .map((c) => c.getAttribute('aria-label'));
    await until(() => pressed(first.root).length > 0, 'saved hearts');
    const before = pressed(first.root);
    first.box.remove();

    const box = mount(`<teetime-account api-base="${base}" view="favorites"></teetime-account>`);
    const account = shadowOf(box.querySelector('teetime-account')!);
    await until(() => names(account).length > 0, 'the account favourites', 8000);
    const gone = before[0]!;
    const remove = await until(
      () =>
        [...account.querySelectorAll<HTMLButtonElement>('button[aria-label]')].find((b) =>
          b.getAttribute('aria-label')!.includes(gone),
        ),
      'its remove button',
    );
    remove.click();
    const yes = await until(
      () =>
        [...account.querySelectorAll<HTMLButtonElement>('dialog[open] button')].find((b) =>
          /Remove/.test(b.textContent ?? ''),
        ),
      'the confirmation',
    );
    yes.click();
    await until(() => ![...names(account)].some((b) => b.textContent === gone), 'removed', 8000);
    box.remove();

    const again = mountSearch(`api-base="${base}" location="Austin, TX"`);
    await loaded(again.root);
    await until(() => pressed(again.root).length === before.length - 1, 'one heart fewer', 8000);
    expect(pressed(again.root)).not.to.include(gone);
  });
});
