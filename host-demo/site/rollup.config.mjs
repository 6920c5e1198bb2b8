// The main marketplace site (host-demo/site): a React 19 application on its own React,
// composing the widgets' dist/react build (run `rollup -c` first). Writes dist/site/:
//   main.js             the entry: React, the router, the app shell
//   chunks/*.js         one lazy chunk per page, the widgets, React and the router
//   chunks.json         what each chunk is (site, react, router, widgets), for npm run size
//   site.css            the site's stylesheet (no inline styles: the site runs under a strict CSP)
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const production = process.env.BUILD !== 'development';
const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const reactDist = here('../../dist/react/');

if (!existsSync(`${reactDist}teetime-search.js`))
  throw new Error('dist/react is missing: build the widgets first (rollup -c), then this config.');
// Chunk names carry content hashes: start from an empty folder so old chunks are not served or counted.
rmSync(here('../../dist/site'), { recursive: true, force: true });

/** What a module is, for the size report: React, the router, the widgets or the site's own code. */
function kindOf(id) {
  if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'router';
  if (id.startsWith(reactDist) || /node_modules[\\/]/.test(id)) return 'widgets';
  return 'site';
}

/** chunks.json: each output chunk's kind (by the larger share of its rendered code) and the CSS. */
function chunkKinds() {
  return {
    name: 'chunk-kinds',
    generateBundle(_options, bundle) {
      const kinds = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const share = {};
        for (const [id, m] of Object.entries(chunk.modules))
          share[kindOf(id)] = (share[kindOf(id)] ?? 0) + m.renderedLength;
        kinds[file] = Object.entries(share).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'site';
      }
      this.emitFile({
        type: 'asset',
        fileName: 'chunks.json',
        source: `${JSON.stringify(kinds, null, 2)}\n`,
      });
    },
    writeBundle() {
      mkdirSync(here('../../dist/site'), { recursive: true });
      copyFileSync(here('./site.css'), here('../../dist/site/site.css'));
    },
  };
}

export default {
  input: { main: here('./main.tsx') },
  output: {
    dir: 'dist/site',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id) {
      const kind = kindOf(id);
      return kind === 'react' || kind === 'router' ? kind : undefined;
    },
  },
  plugins: [
    // The widgets, as a React host installs them: dist/react on the host's React.
    alias({ entries: [{ find: /^@teetime\/react\/(.*)$/, replacement: `${reactDist}$1.js` }] }),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      compilerOptions: { noEmit: false, declaration: false, sourceMap: false },
      // src/ui's views too: the footer's newsletter form is src/ui/EmailSignup (shared with deals).
      include: ['host-demo/site/**/*.ts', 'host-demo/site/**/*.tsx', 'src/**/*.ts', 'src/ui/**/*.tsx'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
      noEmitOnError: false,
    }),
    ...(production ? [terser({ ecma: 2020, module: true, format: { comments: false } })] : []),
    chunkKinds(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
    warn(warning);
  },
};
