import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadScript, until } from '../../../tests/support/dom';
import {
  EMBED,
  account,
  axeViolations,
  button,
  cleanup,
  hasButton,
  heading,
  root,
  scenario,
  signIn,
  tabTo,
  text,
  waitText as waitFor,
} from './sandboxHelpers';

const waitText = (el: Element, pattern: string | RegExp) => waitFor(el, pattern, 15000);
const items = (el: Element) => root(el).querySelectorAll('ul.tt-items > li').length;

describe('<teetime-account> network courses, GolfVantage and course memberships', function () {
  this.timeout(40000);
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanup);

  it('lists the network courses 12 at a time for anyone; "Show more courses" appends the next page, a failed page keeps the list', async () => {
    const base = scenario('courses');
    // The seed has 12 network courses: page 1 claims 24 in all and page 2 is made up here
    // (after one failure), so the list can grow past a page the API would answer.
    const asked: string[] = [];
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('v6/network_memberships/courses')) return realFetch(input, init);
      asked.push(url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (asked.length === 2) return json({ error: 'The courses are out of reach.' }, 500);
      const res = await realFetch(input, init);
      const body = (await res.json()) as { courses: { id: string; name: string }[]; count: number };
      if (asked.length === 1) return json({ ...body, count: 24 });
      const courses = Array.from({ length: 12 }, (_, i) => ({
        ...(body.courses[0] ?? {}),
        id: `more_${i}`,
        name: `More course ${i + 1}`,
      }));
      return json({ ...body, courses, count: 24 });
    };
    try {
      const { el, moves } = account(base, 'network-courses');
      await until(() => items(el) > 0, 'the courses', 15000);
      expect(items(el)).to.equal(12);
      const first = root(el).querySelector('ul.tt-items > li')!.textContent;
      expect(asked[0])
        .to.match(/[?&]page=1(&|$)/)
        .and.match(/[?&]per_page=12(&|$)/);
      expect(await axeViolations(el)).to.deep.equal([]);
      button(el, 'Show more courses').click();
      await waitText(el, 'We could not load more courses.');
      expect(asked[1])
        .to.match(/[?&]page=2(&|$)/)
        .and.match(/[?&]per_page=12(&|$)/);
      expect(items(el)).to.equal(12);
      expect(root(el).querySelector('ul.tt-items > li')!.textContent).to.equal(first);
      expect(await axeViolations(el)).to.deep.equal([]);
      button(el, 'Try again').click();
      await until(() => items(el) === 24, 'the next page appended', 15000);
      expect(asked[2])
        .to.match(/[?&]page=2(&|$)/)
        .and.match(/[?&]per_page=12(&|$)/);
      expect(asked).to.have.length(3);
      const names = [...root(el).querySelectorAll('ul.tt-items > li button')].map((b) => b.textContent);
      expect(root(el).querySelector('ul.tt-items > li')!.textContent).to.equal(first);
      expect(names.slice(12)).to.deep.equal(Array.from({ length: 12 }, (_, i) => `More course ${i + 1}`));
      expect(hasButton(el, 'Show more courses')).to.equal(false);
      expect(text(el)).to.not.include('We could not load more courses.');
      root(el).querySelector<HTMLButtonElement>('ul.tt-items > li button')!.click();
      expect(moves.at(-1)!.view).to.equal('external');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('gives a member their GolfVantage link (a new tab) and the way back, by keyboard', async () => {
    const base = scenario('golfvantage');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'golfvantage');
    const link = await until(
      () => root(el).querySelector<HTMLAnchorElement>('a.tt-button'),
      'the link',
      15000,
    );
    expect(link.textContent).to.equal('Open GolfVantage (new tab)');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.include('noopener');
    expect(link.href).to.include('sub_demo_member');
    expect(await axeViolations(el)).to.deep.equal([]);
    link.focus();
    await tabTo(el, (e) => e.textContent === 'Back to my membership', 'the way back');
    await sendKeys({ press: 'Enter' });
    await until(() => heading(el) === 'My membership', 'the membership account', 15000);
    expect(moves.at(-1)!.path).to.equal('/my-account/membership');
  });

  it('asks an anonymous golfer to sign in for GolfVantage and the course memberships', async () => {
    const base = scenario('pages-anon');
    const gv = account(base, 'golfvantage');
    await until(() => heading(gv.el) === 'Sign in', 'sign-in', 15000);
    gv.box.remove();
    const mine = account(base, 'my-memberships');
    await until(() => heading(mine.el) === 'Sign in', 'sign-in', 15000);
  });

  it("lists a member's course memberships, each opening its program page; a golfer has none", async () => {
    const base = scenario('my-memberships');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'my-memberships');
    await until(() => root(el).querySelector('li button'), 'a membership', 15000);
    expect(await axeViolations(el)).to.deep.equal([]);
    root(el).querySelector<HTMLButtonElement>('li button')!.click();
    await until(() => heading(el) === 'Course membership', 'the program page', 15000);
    expect(moves.at(-1)!.path).to.match(/^\/membership-page\/at\/\d+/);
    await waitText(el, 'Payments history');
    await cleanup();

    await signIn(base, 'golfer@example.com');
    const golfer = account(base, 'my-memberships');
    await waitText(golfer.el, 'You have no course memberships.');
    expect(text(golfer.el)).to.not.include('Payments history');
  });

  it('offers "Renew membership" once a cancelled membership has ended, and renews it', async () => {
    const base = scenario('renew');
    await signIn(base, 'member@example.com');
    // The sandbox clock is pinned: the cancelled membership's period is shown as over.
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const res = await realFetch(input, init);
      if (!url.includes('v6/network_memberships/subscription')) return res;
      const body = (await res.text()).replaceAll('"is_current":true', '"is_current":false');
      return new Response(body, { status: res.status, headers: res.headers });
    };
    try {
      const { el } = account(base, 'membership-account');
      await waitText(el, 'Network membership, annual');
      button(el, 'Cancel membership').click();
      const box = await until(() => root(el).querySelector('dialog[open]'), 'confirmation', 15000);
      [...box.querySelectorAll('button')].find((b) => b.textContent === 'Cancel membership')!.click();
      await until(() => hasButton(el, 'Renew membership'), 'the renewal', 15000);
      expect(hasButton(el, 'Keep my membership')).to.equal(false);
      expect(await axeViolations(el)).to.deep.equal([]);
      button(el, 'Renew membership').click();
      await waitText(el, 'Your membership is renewed.');
      await waitText(el, 'Active (renewed)');
      expect(hasButton(el, 'Cancel membership')).to.equal(true);
    } finally {
      window.fetch = realFetch;
    }
  });
});
