import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadScript, mount, until } from '../../../tests/support/dom';
import {
  EMBED,
  account,
  axeViolations,
  button,
  cleanup,
  heading,
  root,
  scenario,
  signIn,
  tabTo,
  text,
  waitText as waitFor,
} from './sandboxHelpers';

const waitText = (el: Element, pattern: string | RegExp) => waitFor(el, pattern, 15000);

/** Every URL the page fetched (the element's API client calls the page's fetch). */
const fetched: string[] = [];
const realFetch = window.fetch;
const calls = (path: string) => fetched.filter((u) => u.includes(path)).length;

describe('<teetime-account> sales page gate, the golf club and network courses in the account', function () {
  this.timeout(40000);
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
    window.fetch = (input, init) => {
      fetched.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return realFetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });
  afterEach(async () => {
    fetched.length = 0;
    await cleanup();
  });

  it('on a brand that does not sell the membership, shows not-found without asking for the site status', async () => {
    const base = scenario('status-brand');
    const box = mount(
      `<teetime-account api-base="${base}" brand="lakeside" view="membership"></teetime-account>`,
    );
    const el = box.querySelector('teetime-account')!;
    await waitText(el, 'This page does not exist');
    expect(calls('v6/status/site')).to.equal(0);
    expect(calls('v6/network_memberships')).to.equal(0);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('shows not-found on the sales page when the site status has the membership off', async () => {
    const base = scenario('status-off');
    const recording = window.fetch;
    window.fetch = async (input, init) => {
      const res = await recording(input, init);
      if (!String(input instanceof Request ? input.url : input).includes('v6/status/site')) return res;
      const body = (await res.text()).replace(
        '"network_membership_enabled":true',
        '"network_membership_enabled":false',
      );
      return new Response(body, { status: res.status, headers: res.headers });
    };
    try {
      const { el } = account(base, 'membership');
      await waitText(el, 'This page does not exist');
      expect(calls('v6/status/site')).to.equal(1);
      expect(calls('v6/network_memberships')).to.equal(0);
    } finally {
      window.fetch = recording;
    }
  });

  it('sends a member from the sales page to their membership account', async () => {
    const base = scenario('sales-member');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'membership');
    await until(() => heading(el) === 'My membership', 'the membership account', 15000);
    expect(moves.at(-1)!.path).to.equal('/my-account/membership');
  });

  it("shows a member's golf club: the membership, its next step and the club's page (keyboard)", async () => {
    const base = scenario('club-member');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'sg-club');
    await until(() => heading(el) === 'My golf club', 'the golf club screen');
    await waitText(el, 'Network membership, annual');
    expect(text(el)).to.include('Renews on');
    expect(await axeViolations(el)).to.deep.equal([]);
    root(el).querySelector<HTMLButtonElement>('button')?.focus();
    await tabTo(el, (e) => e.textContent === 'About the club and its terms', 'the club link');
    await sendKeys({ press: 'Enter' });
    await until(() => moves.length > 0, 'sent to the club page', 15000);
    expect(moves.at(-1)).to.deep.include({ view: 'external', path: '/sg-club' });
  });

  it('shows a golfer without a membership the way to join from the golf club', async () => {
    const base = scenario('club-golfer');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'sg-club');
    await waitText(el, 'You have no network membership yet.');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'See the membership').click();
    await until(() => heading(el) === 'Network membership', 'the sales page', 15000);
  });

  it('asks an anonymous golfer to sign in for the golf club and the account’s network courses', async () => {
    const base = scenario('club-anon');
    const club = account(base, 'sg-club');
    await until(() => heading(club.el) === 'Sign in', 'sign-in', 15000);
    club.box.remove();
    const courses = account(base, 'account-network-courses');
    await until(() => heading(courses.el) === 'Sign in', 'sign-in', 15000);
  });

  it('lists the network courses inside a member’s account, reached from the membership account', async () => {
    const base = scenario('club-courses');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'membership-account');
    await waitText(el, 'Network membership, annual');
    button(el, 'Network courses').click();
    await until(() => heading(el) === 'Network courses', 'network courses', 15000);
    expect(moves.at(-1)).to.deep.include({
      view: 'account-network-courses',
      path: '/my-account/membership/network-courses',
    });
    await until(() => root(el).querySelectorAll('ul.tt-items li').length > 0, 'courses', 15000);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
