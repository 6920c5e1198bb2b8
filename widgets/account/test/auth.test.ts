import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { loadScript, nextFrame, until } from '../../../tests/support/dom';
import {
  EMBED,
  PASSWORD,
  alertText,
  axeViolations,
  button,
  cleanUp,
  garyInChooser,
  click,
  heading,
  input,
  root,
  sandbox,
  statusText,
  text,
  type,
} from './harness';

const api = sandbox('account-auth');
const fromLink = (link: string) => {
  history.replaceState(null, '', link);
  return api.account('from-url');
};
const submit = (el: Element) => root(el).querySelector<HTMLButtonElement>('button[type=submit]')!.click();
const signedInAs = () => getSession().get().user?.email;

describe('<teetime-account> auth screens', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanUp);

  it('signs up, welcomes the new golfer, then a sign-in link from the outbox signs them in again', async function () {
    this.timeout(30000);
    const email = `new.${Date.now()}@example.com`;
    const { el, moves } = api.account(`view="sign-up" params='{"referralCode":"FRIEND10"}'`);
    await until(
      () => (input(el, 'Country')?.querySelectorAll('option').length ?? 0) > 40,
      'every country',
      8000,
    );
    expect(input(el, 'Referral code (optional)')!.value).to.equal('FRIEND10');
    expect(await axeViolations(el)).to.deep.equal([]);
    type(input(el, 'First name'), 'Nia');
    type(input(el, 'Last name'), 'Newcomer');
    type(input(el, 'E-mail'), email);
    type(input(el, 'Password (at least 8 characters)'), PASSWORD);
    type(input(el, 'Zip or postal code'), 'M5V 2T6');
    const country = input(el, 'Country')!;
    country.value = 'CA';
    country.dispatchEvent(new Event('input', { bubbles: true }));
    submit(el);
    await until(() => heading(el) === 'Welcome', 'welcome', 8000);
    expect(moves.at(-1)).to.deep.equal({ view: 'welcome', params: {}, path: '/welcome' });
    expect(sessionStorage.getItem('teetime:welcome')).to.equal('1');
    expect(text(el)).to.include('Nia, your Teetime account is ready');
    expect(getSession().get().user).to.include({ email, addressCountryIso2: 'CA' });
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(el, "Let's go");
    expect(moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/' });
    expect(sessionStorage.getItem('teetime:welcome')).to.equal(null);

    // Signed out, the golfer asks for a sign-in link and opens it.
    await getSession().signOut();
    const signIn = api.account('view="sign-in"');
    await click(signIn.el, 'E-mail me a sign-in link');
    type(input(signIn.el, 'E-mail'), email);
    submit(signIn.el);
    await until(() => statusText(signIn.el).includes('We sent you an e-mail'), 'link sent', 8000);
    const mail = await api.lastMail(email, 'one_time_token');
    expect(mail.link).to.equal(`/sign-in?one_time_token=${mail.token}`);
    const link = fromLink(mail.link);
    await until(() => signedInAs() === email, 'signed in with the link', 8000);
    await until(() => link.moves.length > 0, 'sent on', 8000);
    expect(link.moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/' });
  });

  it('shows "Keep me signed in" as one 44 px row: the checkbox beside its words, both toggling it', async () => {
    const { el } = api.account('view="sign-in"');
    const row = await until(
      () =>
        [...root(el).querySelectorAll('label')].find((l) =>
          l.textContent?.includes('Keep me signed in on this device'),
        ),
      'the row',
      8000,
    );
    const box = row.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    const [r, b] = [row.getBoundingClientRect(), box.getBoundingClientRect()];
    // One line: the row is a 44 px control, the 20 px box inside it, at its left.
    expect(r.height).to.be.within(44, 50);
    expect(b.width).to.be.within(16, 24);
    expect(b.top).to.be.at.least(r.top);
    expect(b.bottom).to.be.at.most(r.bottom);
    expect(b.left - r.left).to.be.below(4);
    expect(box.checked).to.equal(false);
    row.click();
    expect(box.checked).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it("keeps the golfer on sign-in with 'Token is invalid' for a used or wrong link", async () => {
    const { el, moves } = fromLink('/sign-in?one_time_token=not-a-real-token');
    await until(() => alertText(el).includes('Token is invalid'), 'the message', 8000);
    expect(heading(el)).to.equal('Sign in');
    expect(input(el, 'Password')).to.not.equal(null);
    expect(moves).to.deep.equal([]);
    expect(getSession().get().user).to.equal(null);
  });

  it('goes from welcome straight to the stored target, with its action, when no welcome is owed', async () => {
    getSession().setRedirect({ path: '/deals', action: 'open-deal:77' });
    const { moves } = api.account('view="welcome"');
    await until(() => moves.length > 0, 'sent on', 8000);
    expect(moves).to.deep.equal([{ view: 'external', params: { action: 'open-deal:77' }, path: '/deals' }]);
    expect(getSession().get().redirect).to.equal(undefined);
  });

  it('locks after 5 wrong passwords, resends the unlock e-mail, and its link unlocks and goes home', async function () {
    this.timeout(30000);
    const { email } = await api.newAccount('locked');
    const { el } = api.account('view="sign-in"');
    await until(() => input(el, 'E-mail'), 'form', 8000);
    type(input(el, 'E-mail'), email);
    for (let i = 1; i <= 5; i++) {
      type(input(el, 'Password'), `wrong-password-${i}`);
      submit(el);
      await nextFrame(); // the form shows it is busy (or already the answer), never the last answer
      await until(() => button(el, 'Sign in') && alertText(el), `answer ${i}`, 8000);
      if (i < 5) expect(alertText(el)).to.equal('Invalid email or password.');
    }
    expect(alertText(el)).to.match(/your account is locked/i);
    await click(el, 'E-mail me a new unlock link');
    await until(() => statusText(el).includes('link to unlock your account'), 'resent', 8000);
    const mail = await api.lastMail(email, 'unlock');
    expect(mail.link).to.equal(`/unlock?unlock_token=${mail.token}`);
    const unlock = fromLink(mail.link);
    await until(() => unlock.moves.length > 0, 'unlocked', 8000);
    expect(unlock.moves).to.deep.equal([{ view: 'external', params: {}, path: '/' }]);
    expect((await api.call('POST', 'v6/users/sign-in', { email, password: PASSWORD })).status).to.equal(200);
  });

  it('sends a bad unlock link to unlock-account-failed, which says why and resends the instructions', async () => {
    const { el, moves } = fromLink('/unlock?unlock_token=expired');
    await until(() => heading(el) === 'We could not unlock your account', 'failed', 8000);
    expect(moves).to.deep.equal([
      { view: 'unlock-account-failed', params: {}, path: '/unlock-account-failed' },
    ]);
    expect(text(el)).to.include('This unlock link is invalid or has expired.');
    expect(await axeViolations(el)).to.deep.equal([]);
    type(input(el, 'E-mail'), 'nobody@example.com');
    await click(el, 'Resend unlock instructions');
    await until(() => alertText(el) === 'email not found', 'email not found', 8000);
  });

  it("resets the password from the e-mailed link ('email not found' for an unknown e-mail)", async function () {
    this.timeout(20000);
    const { email } = await api.newAccount('forgetful');
    const { el } = api.account('view="request-reset-password"');
    await until(() => input(el, 'E-mail'), 'form', 8000);
    type(input(el, 'E-mail'), 'nobody@example.com');
    submit(el);
    await until(() => alertText(el) === 'email not found', 'email not found', 8000);
    type(input(el, 'E-mail'), email);
    submit(el);
    await until(() => statusText(el).includes(`We sent a link to ${email}`), 'sent', 8000);
    const mail = await api.lastMail(email, 'reset_password');
    const reset = fromLink(mail.link);
    await until(() => input(reset.el, 'New password (at least 8 characters)'), 'reset form', 8000);
    type(input(reset.el, 'New password (at least 8 characters)'), 'brand-new-pass');
    type(input(reset.el, 'The new password again'), 'brand-new-typo');
    submit(reset.el);
    await until(() => alertText(reset.el).includes("doesn't match"), 'mismatch', 8000);
    type(input(reset.el, 'The new password again'), 'brand-new-pass');
    submit(reset.el);
    await until(() => statusText(reset.el).includes('Your password has been changed'), 'changed', 8000);
    const signIn = await api.call('POST', 'v6/users/sign-in', { email, password: 'brand-new-pass' });
    expect(signIn.status).to.equal(200);
  });

  it('asks a golfer who must check their details to do so before going back where they were', async () => {
    const { el, moves } = api.account(`view="bookings" params='{"status":"upcoming"}'`);
    await until(() => heading(el) === 'Sign in', 'sign-in', 8000);
    type(input(el, 'E-mail'), 'verify@example.com');
    type(input(el, 'Password'), PASSWORD);
    submit(el);
    await until(() => heading(el) === 'Check your details', 'data check', 8000);
    expect(moves.at(-1)!.view).to.equal('data-check');
    expect(input(el, 'First name')!.value).to.not.equal('');
    expect(await axeViolations(el)).to.deep.equal([]);
    submit(el);
    await until(() => moves.at(-1)?.view === 'bookings', 'back to the bookings', 8000);
    expect(moves.at(-1)!.path).to.equal('/my-account/bookings/upcoming');
    expect(getSession().get().user).to.include({ forceDataCheck: false, isDataChecked: true });
  });

  it("offers social sign-in only with the brand's client id; the provider's account signs in", async () => {
    const partner = api.account('view="sign-in" brand="lakeside"');
    await until(() => input(partner.el, 'Password'), 'partner sign-in', 8000);
    expect(button(partner.el, /Continue with Google/)).to.equal(null);
    expect(text(partner.el)).to.not.include('one tap');
    partner.box.remove();
    const { el, moves } = api.account('view="sign-in"');
    await click(el, 'Continue with Google');
    const gary = await garyInChooser(el);
    expect(await axeViolations(el)).to.deep.equal([]);
    gary.click();
    await until(() => signedInAs() === 'golfer@example.com', 'signed in', 8000);
    await until(() => moves.length > 0, 'sent on', 8000);
    expect(moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/' });
  });

  it('signs in with one tap (the token read at token-info); a new account checks its details', async () => {
    const first = api.account('view="sign-in"');
    await until(() => text(first.el).includes('Sign in with Google in one tap'), 'one tap', 8000);
    await click(first.el, 'Not now');
    await until(() => !text(first.el).includes('one tap'), 'dismissed', 8000);
    first.box.remove();
    const { el, moves } = api.account('view="sign-up"');
    await click(el, 'Sam Social (social.golfer@example.com)', 'one-tap account');
    await until(() => signedInAs() === 'social.golfer@example.com', 'signed in', 8000);
    await until(() => heading(el) === 'Check your details', 'data check', 8000);
    expect(moves.at(-1)!.view).to.equal('data-check');
    expect(input(el, 'First name')!.value).to.equal('Sam');
  });

  it("signs in from Apple's way back (provider=apple, apple_code, path) and goes on to the path", async () => {
    const bad = fromLink('/sign-in?provider=apple&apple_code=not-from-apple&path=/my-account/favorites');
    await until(() => alertText(bad.el).includes('signing you in with Apple'), 'the message', 8000);
    expect(alertText(bad.el)).to.include('You can also sign in with your e-mail and password below.');
    expect(input(bad.el, 'Password')).to.not.equal(null);
    expect(bad.moves).to.deep.equal([]);
    expect(getSession().get().user).to.equal(null);
    expect(await axeViolations(bad.el)).to.deep.equal([]);
    bad.box.remove();
    getSession().setRedirect(undefined);

    // The sandbox's Apple code (docs/api.md): a new account without a name checks its details
    // first, then goes on to the link's path.
    const { el, moves } = fromLink(
      '/sign-in?provider=apple&apple_code=sandbox-apple-token&path=/my-account/favorites',
    );
    await until(() => signedInAs() === 'apple.golfer@example.com', 'signed in with Apple', 8000);
    await until(() => heading(el) === 'Check your details', 'data check', 8000);
    expect(moves.at(-1)!.view).to.equal('data-check');
    expect(getSession().get().redirect?.path).to.equal('/my-account/favorites');
    type(input(el, 'First name'), 'Ada');
    type(input(el, 'Last name'), 'Apple');
    type(input(el, 'Zip or postal code'), '78701');
    const country = input(el, 'Country')!;
    country.value = 'US';
    country.dispatchEvent(new Event('input', { bubbles: true }));
    submit(el);
    await until(() => moves.at(-1)?.view === 'favorites', 'on to the path', 8000);
    expect(moves.at(-1)!.path).to.equal('/my-account/favorites');
  });
});
