import { expect } from 'chai';
import { createApiClient } from '../../../src/core/apiClient';
import { getSession } from '../../../src/core/session';
import { $, axeViolations, button, loadAll, mountSearch, until } from './helpers';

// In-app messages (issue 4): 2000 ms after a search, for a signed-in golfer, when configured.
const base = '/sandbox/search-in-app/api';
const panel = (root: ShadowRoot) => $(root, '[role=dialog][aria-modal=false]');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(): Promise<void> {
  const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
  await getSession().signIn(api, { email: 'golfer@example.com', password: 'teetime-demo-1' });
}

/** Mounts a search for Austin and answers when it emitted `teetime-search`. */
function search(): { el: HTMLElement; root: ShadowRoot; searched: Promise<number> } {
  let searched!: (t: number) => void;
  const done = new Promise<number>((r) => (searched = r));
  const onSearch = () => searched(performance.now());
  document.addEventListener('teetime-search', onSearch, { once: true });
  const { el, root } = mountSearch(`api-base="${base}" location="Austin, TX"`);
  return { el, root, searched: done };
}

describe('<teetime-search> in-app messages', function () {
  this.timeout(20000);
  before(loadAll);
  beforeEach(() => {
    window.TEETIME_IN_APP = { endpoint: `${base}/messaging` };
  });
  afterEach(async () => {
    delete window.TEETIME_IN_APP;
    if (getSession().get().user) await getSession().signOut();
    document.querySelectorAll('teetime-search').forEach((n) => n.parentElement?.remove());
  });

  it('shows the first message 2000 ms after a search, in a sandboxed frame, and Close dismisses it', async () => {
    await signIn();
    const { el, root, searched } = search();
    const at = await searched;
    await sleep(1500);
    expect(panel(root), 'no message before 2000 ms').to.equal(null);
    const dialog = await until(() => panel(root), 'in-app message');
    expect(performance.now() - at).to.be.at.least(2000);
    expect(dialog.getAttribute('aria-label')).to.equal('Winter specials are live');
    expect(dialog.textContent).to.include('Winter specials are live');
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).to.equal('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).to.include('<base target="_blank">');
    expect(frame.getAttribute('srcdoc')).to.include('href=');
    const style = getComputedStyle(dialog);
    expect([style.position, style.right, style.bottom, style.maxWidth]).to.deep.equal([
      'fixed',
      '20px',
      '20px',
      '480px',
    ]);
    expect(root.activeElement).to.not.equal(button(root, 'Close'));
    expect(await axeViolations(el)).to.deep.equal([]);
    button(root, 'Close').click();
    await until(() => !panel(root), 'closed');
  });

  it('shows nothing to a golfer who is not signed in', async () => {
    const { root, searched } = search();
    await searched;
    await sleep(2600);
    expect(panel(root)).to.equal(null);
  });

  it('shows nothing when the host page did not configure it', async () => {
    delete window.TEETIME_IN_APP;
    await signIn();
    const { root, searched } = search();
    await searched;
    await sleep(2600);
    expect(panel(root)).to.equal(null);
  });

  it('cancels the pending fetch when the element is removed', async () => {
    await signIn();
    const calls: string[] = [];
    const real = window.fetch;
    window.fetch = (input, init) => {
      calls.push(String(input));
      return real(input, init);
    };
    try {
      const { el, searched } = search();
      await searched;
      el.parentElement?.remove();
      await sleep(2600);
      expect(calls.filter((u) => u.includes('in_app') || u.includes('jwt_tokens'))).to.deep.equal([]);
    } finally {
      window.fetch = real;
    }
  });
});
