// Builds every widget four ways (see docs/build.md):
//   dist/embed/teetime-<name>.js  self-contained IIFE on Preact, one <script> tag
//   dist/esm/teetime-<name>.js    ES modules on Preact sharing chunks in dist/esm/chunks
//   dist/react/teetime-<name>.js  ES modules on the host's React (peer dependency)
//   dist/loader.js                loads the ESM widget whose tag appears on the page
//   dist/hosted/card-fields.js    the checkout's hosted card fields (a page in a frame)
// Test fixtures (tests/fixtures/*) get the same builds under dist/test/.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const production = process.env.BUILD !== 'development';

const findWidgets = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(`${dir}/${d.name}/index.ts`))
        .map((d) => ({ name: d.name, input: `${dir}/${d.name}/index.ts` }))
    : [];

// Embeds render on Preact core through a thin React shim (src/ui/preact): see react.ts there.
export const preactAliases = alias({
  entries: [
    {
      find: /^react-dom\/client$/,
      replacement: fileURLToPath(new URL('src/ui/preact/reactDomClient.ts', import.meta.url)),
    },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react$/, replacement: fileURLToPath(new URL('src/ui/preact/react.ts', import.meta.url)) },
  ],
});

const replaceEnv = () =>
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      'import.meta.env.MODE': JSON.stringify(production ? 'production' : 'development'),
      'import.meta.env': JSON.stringify({ MODE: production ? 'production' : 'development' }),
      __DEV__: JSON.stringify(!production),
    },
  });

const ts = () =>
  typescript({
    tsconfig: './tsconfig.json',
    compilerOptions: { noEmit: false, declaration: false, sourceMap: false },
    include: ['src/**/*.ts', 'src/**/*.tsx', 'widgets/**/*.ts', 'widgets/**/*.tsx', 'tests/fixtures/**/*'],
    exclude: ['**/*.test.ts', '**/*.test.tsx'],
    // Types are checked by `npm run typecheck` (first in npm test); a build still prints them.
    noEmitOnError: false,
  });

const minify = () =>
  terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });

export const plugins = ({ react = false } = {}) => [
  ...(react ? [] : [preactAliases]),
  replaceEnv(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  ...(react ? [commonjs()] : []),
  ts(),
  ...(production ? [minify()] : []),
];

/** jotai marks its React entry 'use client' (for React Server Components); harmless in a bundle. */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  warn(warning);
}

const reactExternal = (id) => /^(react|react-dom)(\/.*)?$/.test(id);

function buildsFor(widgets, out) {
  if (widgets.length === 0) return [];
  const inputs = Object.fromEntries(widgets.map((w) => [`teetime-${w.name}`, w.input]));
  const tags = widgets.map((w) => `teetime-${w.name}`);
  return [
    ...widgets.map((w) => ({
      input: w.input,
      output: { file: `${out}/embed/teetime-${w.name}.js`, format: 'iife', inlineDynamicImports: true },
      plugins: plugins(),
      onwarn,
    })),
    {
      input: inputs,
      output: { dir: `${out}/esm`, format: 'es', chunkFileNames: 'chunks/[name]-[hash].js' },
      plugins: plugins(),
      onwarn,
    },
    {
      input: inputs,
      external: reactExternal,
      output: { dir: `${out}/react`, format: 'es', chunkFileNames: 'chunks/[name]-[hash].js' },
      plugins: plugins({ react: true }),
      onwarn,
    },
    {
      input: 'src/loaderEntry.ts',
      output: { file: `${out}/loader.js`, format: 'iife' },
      plugins: [
        replace({ preventAssignment: true, values: { __TEETIME_TAGS__: JSON.stringify(tags) } }),
        ...plugins(),
      ],
    },
  ];
}

/** Test-only: the React build of a fixture bundled with real React, to run it in a browser. */
const reactEmbedsFor = (fixtures, out) =>
  fixtures.map((w) => ({
    input: `${out}/react/teetime-${w.name}.js`,
    output: { file: `${out}/react-embed/teetime-${w.name}.js`, format: 'iife' },
    plugins: [replaceEnv(), nodeResolve({ browser: true }), commonjs(), ...(production ? [minify()] : [])],
    onwarn,
  }));

// WIDGET=<name> builds one widget (and no fixtures), for working on it alone.
const one = process.env.WIDGET;
const widgets = findWidgets('widgets').filter((w) => !one || w.name === one);
const fixtures = findWidgets('tests/fixtures');
const only = one ? 'widgets' : process.env.ONLY; // 'widgets' | 'fixtures'

// The checkout's hosted card fields: the script of a page the API serves in a frame
// (/api/hosted/card-fields), on the marketplace origin, never on a partner page.
const hostedCardFields = {
  input: 'widgets/checkout/hosted/cardFields.ts',
  output: { file: 'dist/hosted/card-fields.js', format: 'iife' },
  plugins: plugins(),
};

export default [
  ...(only === 'fixtures' ? [] : buildsFor(widgets, 'dist')),
  ...(only === 'fixtures' || !widgets.some((w) => w.name === 'checkout') ? [] : [hostedCardFields]),
  ...(only === 'widgets' ? [] : buildsFor(fixtures, 'dist/test')),
  ...(only === 'widgets' ? [] : reactEmbedsFor(fixtures, 'dist/test')),
];
