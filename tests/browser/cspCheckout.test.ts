import { expect } from 'chai';
import { until } from '../support/dom';
import { consoleMessages, fakeWallets } from '../support/pageCommands';
import { walletNames } from '../support/walletFrame';
import {
  cardFieldsReady,
  cleanup,
  findTeeTime,
  loadAll,
  mountCheckout,
  scenario,
  waitText,
} from '../../widgets/checkout/test/helpers';

// This file runs in a page under the strict policy of docs/csp.md (the "csp" group of
// web-test-runner.config.mjs): the widgets' origin, which is also the API's and the frames'
// (here the test server's, 'self'), in script-src, connect-src, img-src and frame-src, and
// nothing else; no wallet origin. Run it alone with `npx wtr --group csp`.
describe('strict Content-Security-Policy: a checkout with wallets (lakeside)', () => {
  const violations: string[] = [];
  const record = (e: SecurityPolicyViolationEvent) =>
    violations.push(`${e.violatedDirective} ${e.blockedURI}`);
  before(async () => {
    await loadAll();
    document.addEventListener('securitypolicyviolation', record);
    await consoleMessages(); // starts listening to every frame's console
  });
  after(() => document.removeEventListener('securitypolicyviolation', record));
  afterEach(cleanup);

  // Runs 1 and 2 use the browser's own Payment Request API in the wallet frame: it downloads the
  // Google Pay manifest, which the frame's policy allows. This test machine has no internet, so
  // that download fails ("Unable to download payment manifest … ERR_NAME_NOT_RESOLVED"), the one
  // message set aside below; a policy violation would read "violates … Content Security Policy".
  // Runs 3 and 4 stand in for the wallets in the frame (nothing downloaded): not one message.
  const OFFLINE =
    /^error: Unable to download payment manifest "https:\/\/google\.com\/pay"\. ERR_NAME_NOT_RESOLVED/;
  for (const run of [1, 2, 3, 4])
    it(`run ${run}: the card fields and the wallets load with no console error or warning`, async function () {
      this.timeout(30000);
      const fake = run > 2 ? await fakeWallets([]) : null;
      const base = scenario(`csp-lakeside-${run}`);
      const found = await findTeeTime(base);
      await consoleMessages(); // what came before this checkout is not its
      violations.length = 0;
      const { el } = await mountCheckout({
        'api-base': base,
        brand: 'lakeside',
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'Card details');
      await cardFieldsReady(el);
      // The wallet frame asked the browser (no wallet in this browser: the sandbox's test wallet).
      await until(() => walletNames(el).length > 0, 'the wallet buttons', 15000);
      expect(walletNames(el)).to.deep.equal(['Test wallet']);
      await new Promise((r) => setTimeout(r, 300));
      expect(violations).to.deep.equal([]);
      const messages = await consoleMessages();
      expect(run > 2 ? messages : messages.filter((m) => !OFFLINE.test(m))).to.deep.equal([]);
      if (fake) expect(fake.probed).to.deep.equal(['https://google.com/pay']);
      fake?.restore();
    });
});
