import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getBus } from '../../../src/core/bus';
import { getSession } from '../../../src/core/session';
import { loadScript, until } from '../../../tests/support/dom';
import { EMBED, PASSWORD, axeViolations, cleanUp, heading, input, root, sandbox, type } from './harness';

const { account, signIn } = sandbox('account-shell');

describe('<teetime-account> shell: screens, sign-in guard and navigation', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanUp);

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
    await signIn('golfer@example.com');
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

  it('listens for a 401 once per screen however often it renders, and comes back to that screen', async () => {
    await signIn('golfer@example.com');
    history.replaceState(null, '', '/my-account/favorites');
    const bus = getBus();
    const on = bus.on;
    let listens = 0;
    bus.on = ((...args: Parameters<typeof on>) => {
      if (args[0] === 'teetime-sign-in-required') listens++;
      return on.apply(bus, args);
    }) as typeof bus.on;
    try {
      const { el, moves } = account('from-url');
      await until(() => heading(el) === 'Favorites', 'favourites from the URL', 8000);
      const settled = listens;
      // Re-renders (an attribute changes; the screen read from the URL is a new object each time).
      for (const locale of ['en-GB', 'en-US', 'en-CA', 'en-US']) {
        el.setAttribute('locale', locale);
        await until(() => root(el).querySelector(`[lang="${locale}"]`), `rendered in ${locale}`);
      }
      expect(listens).to.equal(settled);
      getSession().handleUnauthorized();
      await until(
        () => moves.some((m) => m.view === 'sign-in' && m.params.reset === 'true'),
        'sign-in',
        8000,
      );
      expect(getSession().get().redirect?.path).to.equal('/my-account/favorites');
    } finally {
      bus.on = on;
    }
  });

  it('signs the golfer out on the whole page when the host calls signOut() on an element', async () => {
    await signIn('golfer@example.com');
    const { el } = account('view="account-summary"');
    await until(() => heading(el) === 'My account', 'account summary', 8000);
    const signedOut: string[] = [];
    const listener = () => signedOut.push('page');
    document.addEventListener('teetime-sign-out', listener);
    const token = localStorage.getItem('X-Api-User-Token');
    try {
      // Any teetime element will do, even one not on the page; it calls its own api-base.
      const other = document.createElement('teetime-account');
      other.setAttribute('api-base', '/sandbox/account-shell/api');
      await other.signOut();
      expect(getSession().get().user).to.equal(null);
      expect(localStorage.getItem('X-Api-User-Token')).to.equal(null);
      expect(signedOut).to.deep.equal(['page']);
      await until(() => heading(el) === 'Sign in', 'the element asks to sign in', 8000);
      // The marketplace forgot the session too: the old token no longer works.
      const res = await fetch('/sandbox/account-shell/api/v6/users', {
        headers: { 'X-Api-Key': 'demo-teetime', 'X-Api-User-Token': token! },
      });
      expect(res.status).to.equal(401);
    } finally {
      document.removeEventListener('teetime-sign-out', listener);
    }
  });
});
