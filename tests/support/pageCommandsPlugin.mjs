/**
 * web-test-runner commands that need the browser page itself (Playwright), for tests to call
 * with `executeServerCommand` (tests/support/pageCommands.ts):
 *
 * - `fake-wallets`: from now on, every document of the page that is a hosted wallet frame
 *   (/api/hosted/wallets) gets a stand-in Payment Request API, driven by the test page's
 *   `window.__teetimeFakeWallets` ({ offered, token, probed, shown, applePaySession }). Frames
 *   run their scripts before a test could reach into them; an init script is in place before.
 * - `console-messages`: the errors and warnings the browser wrote to the console (all frames)
 *   since the last call: CSP reports, postMessage target-origin mismatches, script errors.
 */
const FAKE_WALLETS = `(() => {
  if (!/\\/hosted\\/wallets$/.test(location.pathname)) return;
  let fake;
  try { fake = window.top.__teetimeFakeWallets; } catch { return; }
  if (!fake) return;
  class FakeRequest {
    constructor(methods) { this.method = methods[0].supportedMethods; fake.probed.push(this.method); }
    canMakePayment() { return Promise.resolve(fake.offered.includes(this.method)); }
    show() {
      fake.shown.push(this.method);
      return Promise.resolve({ details: { token: fake.token }, complete: () => Promise.resolve() });
    }
  }
  window.PaymentRequest = FakeRequest;
  if (fake.applePaySession)
    window.ApplePaySession = Object.assign(function ApplePaySession() {}, { canMakePayments: () => true });
})();`;

export function pageCommands() {
  const faked = new Set();
  const logs = new Map();
  return {
    name: 'teetime-page-commands',
    async executeCommand({ command, session }) {
      if (command !== 'fake-wallets' && command !== 'console-messages') return undefined;
      if (session.browser.type !== 'playwright') throw new Error(`${command} needs Playwright`);
      const page = session.browser.getPage(session.id);
      if (command === 'fake-wallets') {
        if (!faked.has(page)) {
          faked.add(page);
          await page.addInitScript(FAKE_WALLETS);
        }
        return true;
      }
      if (!logs.has(page)) {
        const list = [];
        logs.set(page, list);
        page.on('console', (m) => {
          if (process.env.TEETIME_LIVE_CONSOLE) process.stdout.write(`[page ${m.type()}] ${m.text()}\n`);
          if (m.type() === 'error' || m.type() === 'warning') list.push(`${m.type()}: ${m.text()}`);
        });
        return [];
      }
      return logs.get(page).splice(0);
    },
  };
}
