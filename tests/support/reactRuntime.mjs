// The widgets on the React runtime, for web-test-runner.react.config.mjs: a request for a
// widget's embed (/dist/embed/teetime-<name>.js, or its .ui.js; a test fixture's under dist/test)
// is answered with that widget's React build (dist/react/teetime-<name>.js, the file a React host installs) bundled with real
// React 19 and react-dom, as a host's bundler would, into one classic script. The widget tests
// load their element exactly as before and run on React instead of Preact.
//
// Each bundle sets `window.TEETIME_TEST_RUNTIME = 'react'` (tests/browser/testRuntime.test.ts
// checks that the elements really render with React). Bundled by esbuild (the test server's own
// transformer, through @web/dev-server-esbuild), once per widget and run, from the built
// dist/react: run `npm run build` (or `rollup -c`) first.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(createRequire(import.meta.url).resolve('@web/dev-server-esbuild'));
const esbuild = require('esbuild');

const root = fileURLToPath(new URL('../../', import.meta.url));
const EMBED = /^\/dist\/(test\/)?embed\/teetime-([a-z]+)(?:\.ui)?\.js$/;
// The same mode as the widgets' build (production unless BUILD=development), as on the site.
const mode = process.env.BUILD === 'development' ? 'development' : 'production';

const bundles = new Map();

/** The IIFE of one widget's React build with React (built once per server run). */
function bundle(dir, name) {
  const file = `${root}${dir}react/teetime-${name}.js`;
  if (!bundles.has(file)) {
    if (!existsSync(file)) return Promise.resolve(null);
    const reactVersion = JSON.parse(readFileSync(`${root}node_modules/react/package.json`, 'utf8')).version;
    bundles.set(
      file,
      esbuild
        .build({
          stdin: {
            contents: [
              `import ${JSON.stringify(file)};`,
              `window.TEETIME_TEST_RUNTIME = 'react';`,
              `window.TEETIME_TEST_REACT_VERSION = ${JSON.stringify(reactVersion)};`,
            ].join('\n'),
            resolveDir: root,
            sourcefile: `react-runtime-${name}.js`,
          },
          bundle: true,
          format: 'iife',
          target: 'es2022',
          write: false,
          define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
          logLevel: 'silent',
        })
        .then((r) => r.outputFiles[0].text),
    );
  }
  return bundles.get(file);
}

export function reactRuntime() {
  return async (ctx, next) => {
    const match = EMBED.exec(ctx.path);
    if (!match) return next();
    const code = await bundle(`dist/${match[1] ?? ''}`, match[2]);
    if (code === null) return next();
    ctx.status = 200;
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = code;
  };
}
