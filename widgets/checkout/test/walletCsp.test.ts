import { expect } from 'chai';
import { cleanup, findTeeTime, loadAll, mountCheckout, scenario, waitText } from './helpers';

// A partner page under a strict policy (connect-src 'self'): the checkout must not make the
// browser fetch wallet manifests it cannot use, so the page gets no violation reports. The meta
// policy stays for the whole page, so these tests have a file of their own.
describe('teetime-checkout: wallets under a strict host CSP', () => {
  const violations: string[] = [];
  const record = (e: SecurityPolicyViolationEvent) =>
    violations.push(`${e.violatedDirective} ${e.blockedURI}`);
  before(async () => {
    await loadAll();
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "connect-src 'self'";
    document.head.append(meta);
    document.addEventListener('securitypolicyviolation', record);
  });
  after(() => document.removeEventListener('securitypolicyviolation', record));
  afterEach(cleanup);

  it('a brand without wallets probes nothing: no violation report', async () => {
    const base = scenario('csp-plain');
    const found = await findTeeTime(base);
    violations.length = 0;
    const { el } = await mountCheckout({
      'api-base': base,
      brand: 'desert-springs',
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
      'is-guest': true,
    });
    await waitText(el, 'Card details');
    await new Promise((r) => setTimeout(r, 500));
    expect(violations).to.deep.equal([]);
  });

  it('a wallet brand in a browser without Apple Pay never asks for https://apple.com/apple-pay', async () => {
    const base = scenario('csp-wallets');
    const found = await findTeeTime(base);
    violations.length = 0;
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
      'is-guest': true,
    });
    await waitText(el, 'Card details');
    await new Promise((r) => setTimeout(r, 500));
    expect(violations.filter((v) => v.includes('apple.com'))).to.deep.equal([]);
  });
});
