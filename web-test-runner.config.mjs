import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { mockApi } from './tests/support/mockApi.mjs';
import { sandboxApi } from './tests/support/sandboxApi.mjs';
import { pageCommands } from './tests/support/pageCommandsPlugin.mjs';

// Every test page starts at the sandbox's instant (TEETIME_NOW, else a fixed evening in UTC) and
// its clock runs on from there, so "today" in a widget is the sandbox's, whatever the real hour.
const { testNow } = await import('./host-demo/server/testing/testNow.ts');
const pageNow = testNow();
// The browser lives far from every seeded course (Tokyo, UTC+9, no daylight saving), so a date
// taken from the browser's own calendar instead of the course's shows in the tests.
// TEST_BROWSER_ZONE overrides it (an IANA zone).
const browserZone = process.env.TEST_BROWSER_ZONE || 'Asia/Tokyo';

// Browser tests run in Debian's Chromium (Playwright's own browser download does not
// work here). CHROMIUM_PATH overrides the path.
const executablePath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';

const cspHtml = (testFramework) => `<!doctype html>
<html><head>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self'; connect-src 'self'; img-src 'self' data:">
</head><body><script type="module" src="${testFramework}"></script></body></html>`;

export default {
  nodeResolve: true,
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      },
      createBrowserContext: ({ browser }) => browser.newContext({ timezoneId: browserZone }),
      createPage: async ({ context }) => {
        const page = await context.newPage();
        await page.clock.install({ time: pageNow });
        return page;
      },
    }),
  ],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' }), pageCommands()],
  middleware: [mockApi(), sandboxApi()],
  // TEST_GLOB narrows a run to some files, e.g. TEST_GLOB='widgets/deals/**/*.test.ts'.
  groups: [
    {
      name: 'runtime',
      files: process.env.TEST_GLOB || ['tests/browser/!(csp)*.test.ts', 'widgets/*/test/**/*.test.ts'],
    },
    ...(process.env.TEST_GLOB
      ? []
      : [{ name: 'csp', files: 'tests/browser/csp*.test.ts', testRunnerHtml: cspHtml }]),
  ],
};
