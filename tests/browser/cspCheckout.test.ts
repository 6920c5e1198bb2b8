import { expect } from 'chai';
import { until } from '../support/dom';
import { consoleMessages } from '../support/pageCommands';
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

  // The wallet frame asks the browser's own Payment Request API, which downloads the Google Pay
  // manifest: the frame's policy allows it. This test machine has no internet, so the download
  // fails ("Unable to download payment manifest … ERR_NAME_NOT_RESOLVED"), the one message set
  // aside below; a policy violation would read "violates … Content Security Policy" and a
  // postMessage to the wrong window "The target origin provided … does not match".
  const OFFLINE =
    /^error: Unable to download payment manifest "https:\/\/google\.com\/pay"\. ERR_NAME_NOT_RESOLVED/;
  for (const run of [1, 2, 3, 4])
    it(`run ${run}: the card fields and the wallets load with no console error or warning`, async function () {
      this.timeout(30000);
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
      expect(walletNames(el)).to.deep.equal(['Test payment (no charge)']);
      await new Promise((r) => setTimeout(r, 300));
      expect(violations).to.deep.equal([]);
      const messages = await consoleMessages();
      expect(messages.filter((m) => !OFFLINE.test(m))).to.deep.equal([]);
    });
});
