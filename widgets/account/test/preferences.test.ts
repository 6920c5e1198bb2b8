import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { USER_TOKEN_KEY } from '../../../src/core/storageKeys';
import { loadScript, until } from '../../../tests/support/dom';
import {
  EMBED,
  PASSWORD,
  alertText,
  axeViolations,
  cleanUp,
  click,
  heading,
  input,
  root,
  sandbox,
  statusText,
  text,
  type,
} from './harness';

const api = sandbox('account-prefs');
const checkboxes = (el: Element) => [...root(el).querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
const consentsOf = async (token: string) =>
  (await api.call('GET', 'v6/users', undefined, token)).body.user.consumer_privacy_agreements as Record<
    string,
    { suspended: boolean; reason: string | null }
  >;

describe('<teetime-account> preferences, unsubscribe links and deletion', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanUp);

  it('shows each consent, saves a change, and keeps a suspended one off with its reason', async function () {
    this.timeout(20000);
    const { email, token, id } = await api.newAccount('prefs');
    await api.call(
      'PATCH',
      `v6/users/${id}/unsubscribe`,
      { email, preferences: { newsletter: { suspended: true, reason: 'Your e-mails bounced.' } } },
      token,
    );
    await api.signIn(email);
    const { el } = api.account('view="communication-preferences"');
    await until(() => checkboxes(el).length === 4, 'the four lists', 8000);
    expect(checkboxes(el).map((c) => c.checked)).to.deep.equal([true, true, true, false]);
    const newsletter = input(el, 'Newsletter')!;
    expect(newsletter.disabled).to.equal(true);
    expect(text(el)).to.include('Your e-mails bounced.');
    expect(text(el)).to.match(/Service and reservation e-mails.*keep coming/);
    expect(await axeViolations(el)).to.deep.equal([]);
    const weekly = input(el, 'Weekly tee-time deals')!;
    weekly.click();
    await click(el, 'Save my choices');
    await until(() => statusText(el).includes('Your choices are saved.'), 'saved', 8000);
    const saved = await consentsOf(token);
    expect(saved.weekly).to.deep.equal({ suspended: true, reason: null });
    expect(saved.newsletter).to.deep.equal({ suspended: true, reason: 'Your e-mails bounced.' });
    expect(saved.promotional!.suspended).to.equal(false);

    await click(el, 'App notifications');
    await until(() => heading(el) === 'Message preferences', 'push lists', 8000);
    await until(() => checkboxes(el).length === 4, 'the four push lists', 8000);
    expect(checkboxes(el).every((c) => c.checked && !c.disabled)).to.equal(true);
  });

  it("unsubscribes the link's account from its list, signing out whoever was signed in", async () => {
    await api.signIn('golfer@example.com');
    const token = getSession().get().user!.unsubscribeToken!;
    const userToken = localStorage.getItem(USER_TOKEN_KEY)!;
    history.replaceState(
      null,
      '',
      `/unsubscribe/promotional?token=${encodeURIComponent(token)}&email=golfer%40example.com`,
    );
    const { el } = api.account('from-url');
    await until(() => statusText(el).includes('Done:'), 'unsubscribed', 8000);
    expect(statusText(el)).to.include(
      'Done: golfer@example.com will no longer get Offers and promotions e-mails from Teetime.',
    );
    expect(text(el)).to.match(/Service and reservation e-mails/);
    expect(getSession().get().user).to.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(el, 'Subscribe me again');
    await until(
      () => statusText(el).includes('gets Offers and promotions e-mails'),
      'subscribed again',
      8000,
    );
    // The old session was signed out; a new one reads the consent.
    expect((await api.call('GET', 'v6/users', undefined, userToken)).status).to.equal(401);
    const fresh = (
      await api.call('POST', 'v6/users/sign-in', { email: 'golfer@example.com', password: PASSWORD })
    ).body.user_token as string;
    expect((await consentsOf(fresh)).promotional!.suspended).to.equal(false);
  });

  it('asks for sign-in first when the link has no token, then comes back and unsubscribes', async () => {
    const { el, moves } = api.account(`view="deals-unsubscribe" params='{"mailingList":"weekly"}'`);
    await until(() => heading(el) === 'Sign in', 'sign-in first', 8000);
    expect(getSession().get().redirect?.path).to.equal('/deals/unsubscribe/weekly');
    type(input(el, 'E-mail'), 'member@example.com');
    type(input(el, 'Password'), PASSWORD);
    root(el).querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await until(() => statusText(el).includes('Done:'), 'back and unsubscribed', 8000);
    expect(moves.at(-1)).to.deep.equal({
      view: 'deals-unsubscribe',
      params: { mailingList: 'weekly' },
      path: '/deals/unsubscribe/weekly',
    });
    expect(statusText(el)).to.include(
      'member@example.com will no longer get deal e-mails (Weekly tee-time deals)',
    );
    const token = localStorage.getItem(USER_TOKEN_KEY)!;
    expect((await consentsOf(token)).weekly!.suspended).to.equal(true);
  });

  it('says plainly when an unsubscribe link names no list we send', async () => {
    const { el } = api.account(
      `view="unsubscribe" params='{"mailingList":"spam","token":"x.y","email":"a@b.co"}'`,
    );
    await until(() => alertText(el).includes('names a list we do not send'), 'bad list', 8000);
  });

  it('deletes an account in two steps: the e-mailed link, then the confirmation', async function () {
    this.timeout(20000);
    const { email } = await api.newAccount('leaving');
    await api.signIn(email);
    const { el } = api.account('view="delete"');
    await click(el, 'E-mail me the deletion link');
    await until(() => statusText(el).includes('Check your e-mail'), 'check your e-mail', 8000);
    const mail = await api.lastMail(email, 'deletion');
    expect(mail.link).to.equal(`/my-account/confirm-deletion/${mail.token}`);

    const wrong = api.account(`view="confirm-deletion" params='{"token":"not-the-token"}'`);
    await click(wrong.el, 'Delete my account');
    await until(
      () => alertText(wrong.el) === 'This deletion link is invalid or has expired.',
      'refused',
      8000,
    );
    expect(getSession().get().user?.email).to.equal(email);

    history.replaceState(null, '', mail.link);
    const confirm = api.account('from-url');
    await until(() => heading(confirm.el) === 'Confirm deletion', 'confirm', 8000);
    expect(await axeViolations(confirm.el)).to.deep.equal([]);
    await click(confirm.el, 'Delete my account');
    await until(() => confirm.moves.length > 0, 'sent home', 8000);
    expect(confirm.moves).to.deep.equal([{ view: 'external', params: {}, path: '/' }]);
    expect(getSession().get().user).to.equal(null);
    const again = await api.call('POST', 'v6/users/sign-in', { email, password: PASSWORD });
    expect(again.status).to.equal(400);
  });
});
