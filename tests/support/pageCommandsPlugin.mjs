/**
 * web-test-runner commands that need the browser page itself (Playwright), for tests to call
 * with `executeServerCommand` (tests/support/pageCommands.ts):
 *
 * - `fake-wallets`: from now on, every hosted wallet frame of the page (/api/hosted/wallets)
 *   gets a stand-in Payment Request API, driven by the test page's `window.__teetimeFakeWallets`
 *   ({ offered, token, probed, shown, applePaySession }). Frames run their scripts before a test
 *   could reach into them, and an init script did not reliably reach a frame's document, so the
 *   stand-in is put in front of the frame's own script as the page fetches it (a route).
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
          await page.route(/\/hosted\/wallets\.js(\?|$)/, async (route) => {
            const answer = await route.fetch();
            const body = `${FAKE_WALLETS}\n${await answer.text()}`;
            const headers = { ...answer.headers() };
            delete headers['content-length'];
            delete headers['content-encoding'];
            await route.fulfill({ status: answer.status(), headers, body });
          });
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
