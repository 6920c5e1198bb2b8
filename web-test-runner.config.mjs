import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { mockApi } from './tests/support/mockApi.mjs';
import { sandboxApi } from './tests/support/sandboxApi.mjs';

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
    }),
  ],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
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
