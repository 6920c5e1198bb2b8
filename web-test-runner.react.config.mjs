// The widgets' browser tests on the React runtime: the same test files as
// web-test-runner.config.mjs, with every widget's embed answered by its React build (dist/react)
// bundled with real React 19 (tests/support/reactRuntime.mjs). `npm run test:browser` runs both.
import base from './web-test-runner.config.mjs';
import { reactRuntime } from './tests/support/reactRuntime.mjs';

/**
 * Left out, as they test the embed script itself, which the React build does not have: a widget's
 * first screen (src/first: first.ts, its HTML before the UI), the ESM chunks, and the runtime
 * fixture's tests in tests/browser (which load the fixture's own builds, React's included).
 */
const EMBED_ONLY = ['firstScreen', 'firstScreenSignedIn', 'firstContent', 'esmChunks'];

export default {
  ...base,
  middleware: [reactRuntime(), ...base.middleware],
  groups: [
    {
      name: 'react',
      files: process.env.TEST_GLOB || [
        'tests/browser/testRuntime.test.ts',
        'widgets/*/test/**/*.test.ts',
        ...EMBED_ONLY.map((name) => `!widgets/*/test/**/${name}.test.ts`),
      ],
      testRunnerHtml: (testFramework) =>
        `<!doctype html><html><head><script>window.TEETIME_TEST_EXPECTED_RUNTIME = 'react';</script></head>` +
        `<body><script type="module" src="${testFramework}"></script></body></html>`,
    },
  ],
};
