import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { loadScript, mount, shadowOf, until } from '../../../tests/support/dom';

const EMBED = '/dist/embed/teetime-account.js';
const base = '/sandbox/account-shell/api';
const PASSWORD = 'teetime-demo-1';

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
}
const axeViolations = async (el: Element) =>
  (await (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe.run(el)).violations.map(
    (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );

type Navigation = { view: string; params: Record<string, string>; path: string | null };

function account(attrs: string) {
  const box = mount(`<teetime-account api-base="${base}" ${attrs}></teetime-account>`);
  const el = box.querySelector('teetime-account')!;
  const moves: Navigation[] = [];
  el.addEventListener('teetime-account-navigate', (e) => moves.push((e as CustomEvent<Navigation>).detail));
  return { box, el, moves };
}
const root = (el: Element) => shadowOf(el);
const heading = (el: Element) => root(el).querySelector('h2')?.textContent ?? '';
const input = (el: Element, label: string) => {
  const l = [...root(el).querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  return l ? (root(el).getElementById(l.getAttribute('for')!) as HTMLInputElement) : null;
};
const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('<teetime-account> shell: screens, sign-in guard and navigation', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(async () => {
    if (getSession().get().user) await getSession().signOut();
    getSession().setRedirect(undefined);
    document.querySelectorAll('teetime-account').forEach((n) => n.parentElement?.remove());
    history.replaceState(null, '', '/');
  });

  it('asks an anonymous golfer to sign in for a signed-in screen, then goes back to it', async () => {
    const { el, moves } = account(`view="bookings" params='{"status":"upcoming"}'`);
    await until(() => heading(el) === 'Sign in', 'sign-in screen', 8000);
    expect(moves[0]).to.deep.equal({ view: 'sign-in', params: {}, path: '/sign-in' });
    expect(await axeViolations(el)).to.deep.equal([]);
    type(input(el, 'E-mail')!, 'golfer@example.com');
    type(input(el, 'Password')!, PASSWORD);
    root(el).querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await until(() => moves.some((m) => m.view === 'bookings'), 'back to the bookings', 8000);
    expect(moves.at(-1)).to.deep.equal({
      view: 'bookings',
      params: { status: 'upcoming' },
      path: '/my-account/bookings/upcoming',
    });
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { el } = account('view="sign-in"');
    await until(() => input(el, 'E-mail'), 'form', 8000);
    type(input(el, 'E-mail')!, 'golfer@example.com');
    type(input(el, 'Password')!, 'wrong-password');
    root(el).querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await until(() => root(el).querySelector('[role=alert]')?.textContent, 'error', 8000);
    expect(root(el).querySelector('[role=alert]')!.textContent).to.match(/password/i);
    expect(input(el, 'E-mail')!.value).to.equal('golfer@example.com');
    expect(getSession().get().user).to.equal(null);
  });

  it('signs in with the keyboard alone, and a signed-in golfer on sign-in is sent on (home)', async () => {
    const { el, moves } = account('view="sign-in"');
    await until(() => input(el, 'E-mail'), 'form', 8000);
    input(el, 'E-mail')!.focus();
    await sendKeys({ type: 'golfer@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: PASSWORD });
    await sendKeys({ press: 'Enter' });
    await until(() => getSession().get().user, 'signed in', 8000);
    await until(() => moves.length > 0, 'sent on', 8000);
    expect(moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/' });
  });

  it('reads its screen from the URL with from-url (legacy prefix too), the attributes winning', async () => {
    history.replaceState(null, '', '/sign-in?reset=true');
    const first = account('from-url');
    await until(() => heading(first.el) === 'Sign in', 'sign-in from the URL', 8000);
    expect(root(first.el).textContent).to.include('You were signed out because your session ended');
    first.box.remove();
    history.replaceState(null, '', '/my-sg/price-alerts');
    const second = account('from-url');
    await until(() => second.moves.length > 0, 'guarded', 8000);
    expect(second.moves[0]!.view).to.equal('sign-in');
    expect(getSession().get().redirect?.path).to.equal('/my-account/price-alerts');
    const third = account('from-url view="sign-up"');
    await until(() => heading(third.el) !== '', 'a screen', 8000);
    expect(third.moves).to.deep.equal([]);
  });

  it('shows not-found for an unknown view, axe-clean, with a way on', async () => {
    const { el } = account('view="no-such-screen"');
    await until(() => heading(el) === 'This page does not exist', 'not found', 8000);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('opens sign-in with the reason after a 401 signs the golfer out', async () => {
    await getSession().signIn(
      (await import('../../../src/core/apiClient')).createApiClient({
        baseURL: base,
        appKey: 'demo-teetime',
        session: getSession(),
      }),
      { email: 'golfer@example.com', password: PASSWORD },
    );
    const { el, moves } = account('view="sign-in"');
    await until(() => moves.length > 0, 'sent on while signed in', 8000);
    getSession().handleUnauthorized();
    await until(
      () => moves.some((m) => m.view === 'sign-in' && m.params.reset === 'true'),
      'sign-in again',
      8000,
    );
    await until(() => root(el).textContent?.includes('You were signed out'), 'reason shown', 8000);
  });
});
