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
  text,
  type,
} from './harness';

// Each brand switch that adds something to the account (docs/brands.md), with it on and off.
const api = sandbox('account-brand-switches');
const links = (el: Element) => [...root(el).querySelectorAll('nav li')].map((li) => li.textContent?.trim());
const summary = async (brand: string) => {
  const opened = api.account(`view="account-summary" brand="${brand}"`);
  await until(() => heading(opened.el) === 'My account', 'account summary', 8000);
  await until(() => links(opened.el).length > 5, 'its links', 8000);
  return opened;
};
const optIn = (el: Element) => input(el, 'Send me golf offers and tee-time deals by e-mail');
const suspended = async (token: string) => {
  const { body } = await api.call('GET', 'v6/users', undefined, token);
  const agreements = body.user.consumer_privacy_agreements as Record<string, { suspended: boolean }>;
  return Object.keys(agreements)
    .filter((k) => agreements[k]!.suspended)
    .sort();
};

/** Signs up on `brand`'s sign-up screen, the opt-in left as it is unless `tick` says otherwise. */
async function signUp(brand: string, tick?: boolean) {
  const email = `optin.${brand}.${Date.now()}@example.com`;
  const { el } = api.account(`view="sign-up" brand="${brand}"`);
  await until(() => (input(el, 'Country')?.querySelectorAll('option').length ?? 0) > 40, 'countries', 8000);
  type(input(el, 'First name'), 'Opal');
  type(input(el, 'Last name'), 'Optin');
  type(input(el, 'E-mail'), email);
  type(input(el, 'Password (at least 8 characters)'), PASSWORD);
  type(input(el, 'Zip or postal code'), '78701');
  if (tick !== undefined && optIn(el)!.checked !== tick) optIn(el)!.click();
  root(el).querySelector<HTMLButtonElement>('button[type=submit]')!.click();
  await until(() => heading(el) === 'Welcome', 'welcome', 10000);
  const { body } = await api.call('POST', 'v6/users/sign-in', { email, password: PASSWORD });
  return body.user_token as string;
}

describe('<teetime-account> brand switches', function () {
  this.timeout(30000);
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanUp);

  it('offers: the member and partner offers are listed where on; elsewhere the summary, after 100 ms', async () => {
    const { email } = await api.newAccount('offers');
    await api.signIn(email);
    const on = await summary('teetime');
    expect(links(on.el)).to.include.members(['Member offers', 'Partner offers']);
    on.box.remove();
    const off = await summary('cedar-ridge');
    expect(links(off.el)).not.to.include.members(['Member offers']);
    expect(links(off.el)).not.to.include('Partner offers');
    off.box.remove();
    const typed = api.account(`view="partner-offers" brand="cedar-ridge"`);
    await until(() => typed.moves.some((m) => m.view === 'account-summary'), 'sent to the summary', 8000);
    await until(() => heading(typed.el) === 'My account', 'the summary', 8000);
  });

  it('marketingCommunication: e-mail and app preferences where on; elsewhere neither', async () => {
    const { email } = await api.newAccount('marketing');
    await api.signIn(email);
    const on = await summary('maple-hollow');
    expect(links(on.el)).to.include.members(['E-mail preferences', 'Message preferences']);
    on.box.remove();
    const off = await summary('desert-springs');
    expect(links(off.el)).not.to.include('E-mail preferences');
    expect(links(off.el)).not.to.include('Message preferences');
    off.box.remove();
    const typed = api.account(`view="communication-preferences" brand="desert-springs"`);
    await until(() => heading(typed.el) === 'My account', 'sent to the summary', 8000);
    expect(root(typed.el).querySelectorAll('input[type=checkbox]')).to.have.length(0);
  });

  it('golfSpecials: a Golf specials link to the deals page where on', async () => {
    const { email } = await api.newAccount('specials');
    await api.signIn(email);
    const on = await summary('desert-springs');
    button(on.el, 'Golf specials')!.click();
    await until(() => on.moves.length > 0, 'left', 8000);
    expect(on.moves.at(-1)).to.deep.equal({ view: 'external', params: {}, path: '/deals' });
    on.box.remove();
    const off = await summary('teetime');
    expect(links(off.el)).not.to.include('Golf specials');
  });

  it('giftCardLink: the gift card store (the affiliate store) in a new tab where on', async () => {
    const { email } = await api.newAccount('gifts');
    await api.signIn(email);
    const on = await summary('coastal-fairways');
    const store = await until(
      () => [...root(on.el).querySelectorAll('a')].find((a) => /Buy a gift card/.test(a.textContent ?? '')),
      'the store link',
      8000,
    );
    expect(store.href).to.equal('https://store.example.com/coastal-fairways');
    expect(store.target).to.equal('_blank');
    expect(await axeViolations(on.el)).to.deep.equal([]);
    on.box.remove();
    const off = await summary('cedar-ridge');
    expect(text(off.el)).not.to.include('gift card');
  });

  it('rewardsReferral: the rewards screen invites a friend with a sign-up link carrying the code', async () => {
    const { email, id } = await api.newAccount('referrer');
    await api.signIn(email);
    const on = api.account('view="rewards"');
    const link = await until(() => input(on.el, 'Your invitation link'), 'invitation link', 10000);
    expect(link.value).to.equal(`${location.origin}/sign-up?referral_code=${id}`);
    expect(await axeViolations(on.el)).to.deep.equal([]);
    on.box.remove();
    const off = api.account('view="rewards" brand="desert-springs"');
    await until(() => text(off.el).includes('points'), 'rewards', 10000);
    expect(text(off.el)).not.to.include('Invite a friend');
  });

  it('marketingOptInDefault: sign-up offers the opt-in ticked where on, unticked elsewhere; unticked opts out', async () => {
    const lakeside = api.account('view="sign-up" brand="lakeside"');
    expect((await until(() => optIn(lakeside.el), 'opt-in', 8000)).checked).to.equal(true);
    lakeside.box.remove();
    const main = api.account('view="sign-up"');
    expect((await until(() => optIn(main.el), 'opt-in', 8000)).checked).to.equal(false);
    expect(await axeViolations(main.el)).to.deep.equal([]);
    main.box.remove();
    const none = api.account('view="sign-up" brand="desert-springs"');
    await until(() => input(none.el, 'First name'), 'sign-up', 8000);
    expect(optIn(none.el)).to.equal(null);
    none.box.remove();

    expect(await suspended(await signUp('teetime'))).to.deep.equal([
      'contests-and-sweepstakes',
      'newsletter',
      'promotional',
      'weekly',
    ]);
    await getSession().signOut();
    expect(await suspended(await signUp('lakeside'))).to.deep.equal([]);
  });

  it('the partner edition that treats only promotional and weekly normally offers only those (spec 02 §6)', async () => {
    const token = await signUp('cedar-ridge', false);
    expect(await suspended(token)).to.deep.equal(['promotional', 'weekly']);
    const { el } = api.account('view="communication-preferences" brand="cedar-ridge"');
    await until(() => root(el).querySelectorAll('input[type=checkbox]').length > 0, 'consents', 8000);
    const labels = [...root(el).querySelectorAll('fieldset label')].map((l) => l.textContent);
    expect(labels).to.deep.equal(['Offers and promotions', 'Weekly tee-time deals']);
    button(el, 'App notifications')!.click();
    await until(() => heading(el) === 'Message preferences', 'push preferences', 8000);
    await until(() => root(el).querySelectorAll('fieldset label').length === 2, 'two push lists', 8000);
  });
});
