// Builds every widget four ways (see docs/build.md):
//   dist/embed/teetime-<name>.js  self-contained IIFE on Preact, one <script> tag; for a widget
//                                 with a first screen (widgets/<name>/first.ts) that small script,
//                                 which adds dist/embed/teetime-<name>.ui.js, the IIFE of its UI
//   dist/esm/teetime-<name>.js    ES modules on Preact sharing chunks in dist/esm/chunks
//   dist/react/teetime-<name>.js  ES modules on the host's React (peer dependency), each
//                                 defining its element and exporting a React component
//   dist/loader.js                loads the ESM widget whose tag appears on the page
//   dist/hosted/card-fields.js    the checkout's hosted card fields (a page in a frame)
//   dist/hosted/wallets.js        the checkout's hosted wallet buttons (a page in a frame)
//   dist/reserve.js               keeps each element's height before its script runs
// Test fixtures (tests/fixtures/*) get the same builds under dist/test/.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifyCss } from './scripts/minifyCss.mjs';
import { stripDescriptions } from './scripts/stripDescriptions.mjs';

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

// unsafe_arrows: function expressions that never use `this` become arrows (nothing here `new`s a
// function expression; Preact tells components by `prototype.render`, which arrows lack).
/** `module: false` keeps the top-level `var` of a named IIFE (the React test embeds). */
const minify = ({ module = true } = {}) =>
  terser({ ecma: 2020, module, compress: { passes: 3, unsafe_arrows: true }, format: { comments: false } });

/**
 * jotai's useAtomValue prints a 550-character migration guide when given its deprecated `delay`
 * option, in production too; nothing here passes `delay`, so the guide is dropped (the delay
 * itself still works).
 */
const jotaiDelayGuide = () => ({
  name: 'jotai-delay-guide',
  transform(code, id) {
    if (!/[\\/]jotai[\\/]/.test(id) || !code.includes('[DEPRECATED] delay')) return null;
    return { code: code.replace(/console\.warn\(`\[DEPRECATED\] delay[^`]*`\);/, ''), map: null };
  },
});

export const plugins = ({ react = false } = {}) => [
  ...(react ? [] : [preactAliases]),
  replaceEnv(),
  jotaiDelayGuide(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  ...(react ? [commonjs()] : []),
  ts(),
  stripDescriptions(),
  ...(production ? [minifyCss()] : []),
  ...(production ? [minify()] : []),
];

/** jotai marks its React entry 'use client' (for React Server Components); harmless in a bundle. */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  warn(warning);
}

const reactExternal = (id) => /^(react|react-dom)(\/.*)?$/.test(id);

/** `teetime-picker` → `TeetimePicker`, the React build's component (typed by scripts/manifest.ts). */
export const componentName = (tag) =>
  tag
    .split('-')
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join('');

/**
 * Marks each entry `'use client'` (its first line, after the minifier, which would drop it), as
 * libraries for React Server Components do: a Server Component page (Next.js App Router) may
 * import a widget; the element is defined in the browser, and its tag rendered on the server.
 */
const useClient = () => ({
  name: 'teetime-use-client',
  renderChunk: (code, chunk) => (chunk.isEntry ? { code: `'use client';\n${code}`, map: null } : null),
});

const REACT_ENTRY = '\0teetime-react-entry:';
const absolute = (path) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)));

/**
 * The React build's entries: each defines the widget's element (its index.ts) and exports
 * its React component, so widgets/ need no React-only file.
 */
const reactEntries = (widgets) => ({
  name: 'teetime-react-entries',
  resolveId: (id) => (id.startsWith(REACT_ENTRY) ? id : null),
  load(id) {
    if (!id.startsWith(REACT_ENTRY)) return null;
    const widget = widgets.find((w) => w.input === id.slice(REACT_ENTRY.length));
    const tag = `teetime-${widget.name}`;
    return [
      `import ${absolute(widget.input)};`,
      `import { teetimeComponent } from ${absolute('src/ui/react/teetimeComponent.ts')};`,
      `export const ${componentName(tag)} = teetimeComponent('${tag}', '${componentName(tag)}');`,
    ].join('\n');
  },
});

/**
 * A widget's embed: its IIFE, or, with a first screen (widgets/<name>/first.ts, src/first), that
 * small script as `teetime-<name>.js` and the UI's IIFE as `teetime-<name>.ui.js`, which the first
 * adds (`__TEETIME_UI__`: its name beside it; scripts/cdn.ts writes the hashed name and integrity).
 */
function embedsFor(w, out) {
  const first = w.input.replace(/index\.ts$/, 'first.ts');
  const ui = `teetime-${w.name}${existsSync(first) ? '.ui' : ''}.js`;
  const iife = (input, file, extra = []) => ({
    input,
    output: { file: `${out}/embed/${file}`, format: 'iife', inlineDynamicImports: true },
    plugins: [...extra, ...plugins()],
    onwarn,
  });
  if (!existsSync(first)) return [iife(w.input, ui)];
  // JSON in a string: the minifier keeps it as written (it would drop an empty `integrity`).
  const uiScript = replace({
    preventAssignment: true,
    values: { __TEETIME_UI__: `JSON.parse(${JSON.stringify(JSON.stringify({ src: ui, integrity: '' }))})` },
  });
  return [
    iife(w.input, ui),
    // Only what the first screen calls (its preload and the views of the UI's first render): no
    // module is kept for its side effects alone (the UI's later steps would otherwise come along).
    { ...iife(first, `teetime-${w.name}.js`, [uiScript]), treeshake: { moduleSideEffects: false } },
  ];
}

function buildsFor(widgets, out) {
  if (widgets.length === 0) return [];
  const inputs = Object.fromEntries(widgets.map((w) => [`teetime-${w.name}`, w.input]));
  const tags = widgets.map((w) => `teetime-${w.name}`);
  return [
    ...widgets.flatMap((w) => embedsFor(w, out)),
    {
      input: inputs,
      // Chunk names carry a content hash: the demo server caches chunks/ for ever (host-demo/cacheControl.ts).
      output: { dir: `${out}/esm`, format: 'es', chunkFileNames: 'chunks/[name]-[hash].js' },
      plugins: [...plugins(), useClient()],
      onwarn,
    },
    {
      input: Object.fromEntries(widgets.map((w) => [`teetime-${w.name}`, `${REACT_ENTRY}${w.input}`])),
      external: reactExternal,
      output: { dir: `${out}/react`, format: 'es', chunkFileNames: 'chunks/[name]-[hash].js' },
      plugins: [reactEntries(widgets), ...plugins({ react: true }), useClient()],
      onwarn,
    },
    {
      input: 'src/reserveEntry.ts',
      output: { file: `${out}/reserve.js`, format: 'iife' },
      plugins: plugins(),
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

const REACT_EMBED = '\0teetime-react-embed:';

/**
 * Test-only: the React build of a fixture bundled with real React, to run it in a browser.
 * It defines the element and sets `window.Teetime<Name>React` to its component, React's
 * `createElement` and `createRoot`, so a test renders the component as a React host would.
 */
const reactEmbedsFor = (fixtures, out) =>
  fixtures.map((w) => ({
    input: `${REACT_EMBED}${out}/react/teetime-${w.name}.js`,
    output: {
      file: `${out}/react-embed/teetime-${w.name}.js`,
      format: 'iife',
      name: `${componentName(`teetime-${w.name}`)}React`,
    },
    plugins: [
      {
        name: 'teetime-react-embed',
        resolveId: (id) => (id.startsWith(REACT_EMBED) ? id : null),
        load: (id) =>
          id.startsWith(REACT_EMBED)
            ? [
                `export * from ${absolute(id.slice(REACT_EMBED.length))};`,
                "export { createElement } from 'react';",
                "export { createRoot } from 'react-dom/client';",
              ].join('\n')
            : null,
      },
      replaceEnv(),
      nodeResolve({ browser: true }),
      commonjs(),
      ...(production ? [minify({ module: false })] : []),
    ],
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

// Its wallet buttons (/api/hosted/wallets): the Payment Request API runs there, not on a partner page.
const hostedWallets = {
  input: 'widgets/checkout/hosted/wallets.ts',
  output: { file: 'dist/hosted/wallets.js', format: 'iife' },
  plugins: plugins(),
};

export default [
  ...(only === 'fixtures' ? [] : buildsFor(widgets, 'dist')),
  ...(only === 'fixtures' || !widgets.some((w) => w.name === 'checkout')
    ? []
    : [hostedCardFields, hostedWallets]),
  ...(only === 'widgets' ? [] : buildsFor(fixtures, 'dist/test')),
  ...(only === 'widgets' ? [] : reactEmbedsFor(fixtures, 'dist/test')),
];
