import { expect } from 'chai';
import { mount, until } from '../../../tests/support/dom';
import { course1001 } from './reviewHelpers';
import { heading, scenario, text } from './sandboxHelpers';

const ESM = '/dist/esm';
const get = async (path: string) => (await fetch(path)).text();
/** The chunks a module imports statically (`from"./chunks/…"`, or `./x.js` between chunks). */
const staticImports = (code: string) =>
  [...code.matchAll(/from\s*"\.\/(?:chunks\/)?([^"]+\.js)"/g)].map((m) => m[1]!);

const show = (base: string, view: string, params = {}) => {
  const box = mount(
    `<teetime-account api-base="${base}" view="${view}" params='${JSON.stringify(params)}'></teetime-account>`,
  );
  return box.querySelector('teetime-account')!;
};

describe('<teetime-account> in the ESM build: reviews, membership and offers are lazy chunks', function () {
  this.timeout(40000);
  afterEach(() => document.querySelectorAll('teetime-account').forEach((n) => n.parentElement?.remove()));

  it('keeps each group’s screens out of the entry and what it loads up front: a chunk imported on demand', async () => {
    const entry = await get(`${ESM}/teetime-account.js`);
    // Everything loaded with the entry: its static imports, and theirs.
    const upFront = new Set<string>();
    const walk = async (code: string) => {
      for (const file of staticImports(code))
        if (!upFront.has(file)) {
          upFront.add(file);
          await walk(await get(`${ESM}/chunks/${file}`));
        }
    };
    await walk(entry);
    const eager = [entry, ...(await Promise.all([...upFront].map((f) => get(`${ESM}/chunks/${f}`))))].join(
      '\n',
    );
    for (const [group, words] of [
      ['reviewScreens', 'More reviews'],
      ['membershipScreens', 'Show more payments'],
      ['offerScreens', 'Redeem offer'],
    ] as const) {
      const file = new RegExp(`import\\("\\./chunks/(${group}-[^"]+\\.js)"\\)`).exec(entry)?.[1];
      expect(file, `${group} is imported on demand`).to.be.a('string');
      expect(upFront.has(file!), `${group} is not loaded up front`).to.equal(false);
      expect(eager, `"${words}" is not in the entry`).to.not.include(`"${words}"`);
    }
  });

  it('shows those screens from their chunks', async () => {
    await import(/* @vite-ignore */ `${ESM}/teetime-account.js`);
    const base = scenario('esm-chunks');
    const terms = show(base, 'membership-terms');
    await until(
      () => heading(terms) === 'Membership terms' && text(terms).includes('renews'),
      'the membership terms',
      15000,
    );
    const rewards = show(base, 'rewards-terms');
    await until(() => text(rewards).includes('Rewards terms'), 'the rewards terms', 15000);
    const reviews = show(base, 'course-reviews', await course1001(base));
    await until(() => text(reviews).includes('Write a review'), 'the course reviews', 15000);
  });
});
