import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { loadScript, until } from '../../../tests/support/dom';
import {
  EMBED,
  PASSWORD,
  axeViolations,
  button,
  cleanUp,
  heading,
  input,
  root,
  sandbox,
  type,
} from './harness';

// A guest link to sign-in (spec 02 §2: /sign-in?isGuest=true&guestTeeTimeId=…&courseId=…).
const api = sandbox('account-guest-link');
const link = `/sign-in?isGuest=true&guestTeeTimeId=1001-20261124-63&courseId=1001`;
const fromLink = () => {
  history.replaceState(null, '', link);
  return api.account('from-url');
};

describe('<teetime-account> sign-in from a guest link', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanUp);

  it('continues as a guest straight to the checkout of the tee time', async () => {
    const { el, moves } = fromLink();
    await until(() => heading(el) === 'Sign in', 'sign-in', 8000);
    const guest = await until(() => button(el, 'Continue as a guest'), 'guest button', 8000);
    expect(await axeViolations(el)).to.deep.equal([]);
    guest.click();
    await until(() => moves.length > 0, 'sent on', 8000);
    expect(moves.at(-1)).to.deep.equal({
      view: 'external',
      params: {},
      path: '/checkout/at/1001?teeTimeId=1001-20261124-63&isGuest=true',
    });
    // Nothing left to send a later sign-in to that checkout.
    expect(getSession().get().redirect).to.equal(undefined);
  });

  it('signing in instead goes on to the same checkout, as the golfer', async function () {
    this.timeout(30000);
    const { el, moves } = fromLink();
    await until(() => input(el, 'Password'), 'the form', 8000);
    type(input(el, 'E-mail'), 'golfer@example.com');
    type(input(el, 'Password'), PASSWORD);
    root(el).querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await until(() => moves.at(-1)?.view === 'external', 'sent on', 15000).catch((e: Error) => {
      throw new Error(`${e.message}; moves ${JSON.stringify(moves)}; shown: ${root(el).textContent}`);
    });
    expect(moves.at(-1)!.path).to.equal('/checkout/at/1001?teeTimeId=1001-20261124-63');
    expect(getSession().get().user?.email).to.equal('golfer@example.com');
  });
});
