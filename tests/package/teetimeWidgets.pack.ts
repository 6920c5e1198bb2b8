/**
 * The package a partner developer installs (issue 14): packs it with `npm pack`, installs the
 * tarball into a scratch React 19 + TypeScript project, type-checks TSX that uses the React
 * components and a plain <teetime-search> (bundler and NodeNext resolution), and bundles it.
 *
 * Run after `npm run build`:  node --import tsx --test tests/package/*.pack.ts
 * React, react-dom, their types, TypeScript and esbuild come from this repository's
 * node_modules (linked, not downloaded), so the test needs no network.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { APP_TSX, CONTRACT_TSX, INDEX_HTML, TSCONFIGS } from './partnerApp';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  dependencies?: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  typesVersions?: Record<string, Record<string, string[]>>;
};
const widgets = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'widgets', d.name, 'index.ts')))
  .map((d) => d.name);

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string }>;
}

const work = mkdtempSync(join(tmpdir(), 'teetime-pack-'));
const app = join(work, 'partner-app');
let packed: PackResult;

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Links a package of this repository's node_modules into the scratch project. */
function link(name: string) {
  const target = dirname(require.resolve(`${name}/package.json`));
  mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true });
  symlinkSync(target, join(app, 'node_modules', name), 'dir');
}

before(() => {
  assert.ok(
    existsSync(join(root, 'dist/react/teetime-picker.js')),
    'dist/ is missing or stale: run npm run build first',
  );
  const out = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], root);
  packed = (JSON.parse(out) as PackResult[])[0]!;
});

after(() => rmSync(work, { recursive: true, force: true }));

describe('the teetime-widgets package', () => {
  test('ships only what runs, and every export is in it', (t) => {
    const paths = packed.files.map((f) => f.path);
    t.diagnostic(
      `${packed.filename}: ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked, ${paths.length} files`,
    );
    const shipped =
      /^(package\.json|README\.md|dist\/(embed|esm|react|types)\/.+|dist\/(loader|reserve)\.js|dist\/custom-elements\.json)$/;
    assert.deepEqual(
      paths.filter((p) => !shipped.test(p)),
      [],
      'files outside what runs',
    );
    assert.equal(pkg.dependencies, undefined, 'the bundles are self-contained: no runtime dependencies');

    for (const name of widgets) {
      assert.ok(pkg.exports[`./${name}`], `exports ./${name}`);
      assert.ok(pkg.exports[`./react/${name}`], `exports ./react/${name}`);
    }
    for (const [key, target] of Object.entries(pkg.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
        const path = file.replace(/^\.\//, '').replace('*', 'teetime-picker');
        assert.ok(paths.includes(path), `${key} → ${file} is in the tarball`);
      }
    }
    // `moduleResolution: "node"` reads typesVersions: the same declarations as the exports' types.
    const typesVersions = pkg.typesVersions?.['*'] ?? {};
    for (const [key, target] of Object.entries(pkg.exports)) {
      if (key === '.' || typeof target === 'string' || !target.types) continue;
      assert.deepEqual(typesVersions[key.slice(2)], [target.types.slice(2)], `typesVersions of ${key}`);
    }
    assert.equal(pkg.private, undefined, 'the package can be published');
    assert.ok(pkg.license, 'the package keeps its license');
    // custom-elements.json names the modules a partner imports, and the package ships them.
    const manifest = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8')) as {
      modules: Array<{ path: string }>;
    };
    assert.equal(manifest.modules.length, widgets.length);
    for (const { path } of manifest.modules)
      assert.ok(paths.includes(path), `custom-elements.json: ${path} is shipped`);
  });

  test('the React entries are client modules, for React Server Components', () => {
    for (const name of widgets) {
      for (const dir of ['react', 'esm']) {
        const code = readFileSync(join(root, `dist/${dir}/teetime-${name}.js`), 'utf8');
        assert.match(code, /^'use client';\n/, `dist/${dir}/teetime-${name}.js starts with 'use client'`);
      }
    }
  });

  test('installs into a React 19 + TypeScript project', () => {
    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'partner-app',
        private: true,
        type: 'module',
        dependencies: { [pkg.name]: `file:../${packed.filename}` },
      }),
    );
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], app);
    const installed = JSON.parse(
      readFileSync(join(app, 'node_modules', pkg.name, 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    assert.equal(installed.version, pkg.version);
    // The host's React: linked after npm install (which would prune what package.json lacks).
    for (const name of ['react', 'react-dom', '@types/react', '@types/react-dom']) link(name);
    const react = JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')) as {
      version: string;
    };
    assert.match(react.version, /^19\./);
  });

  test('every entry point imports where there is no DOM (a server render, a prerender, Node)', () => {
    // The installed package, as a server render loads it: nothing may touch window, document,
    // customElements or storage at import; the elements are defined when a browser runs it.
    const entries = Object.entries(pkg.exports).flatMap(([key, target]) => {
      const file = typeof target === 'string' ? target : target.default;
      if (!file?.endsWith('.js')) return [];
      return [key.replace(/^\./, pkg.name).replace('*', 'teetime-picker')];
    });
    assert.ok(entries.length >= widgets.length * 2 + 2, entries.join(', '));
    const script = `for (const e of ${JSON.stringify(entries)}) await import(e);
console.log(typeof customElements, typeof document, typeof window);`;
    let out: string;
    try {
      out = run(process.execPath, ['--input-type=module', '-e', script], app);
    } catch (error) {
      assert.fail(
        `importing the package in Node:\n${(error as { stderr?: string }).stderr ?? String(error)}`,
      );
    }
    assert.equal(out.trim(), 'undefined undefined undefined');
  });

  test('type-checks TSX with the React components and a plain <teetime-search>', () => {
    writeFileSync(join(app, 'src', 'App.tsx'), APP_TSX);
    writeFileSync(join(app, 'src', 'contract.tsx'), CONTRACT_TSX);
    const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
    for (const [file, config] of Object.entries(TSCONFIGS)) {
      writeFileSync(join(app, file), JSON.stringify({ ...config, include: ['src'] }));
      try {
        run(process.execPath, [tsc, '-p', file], app);
      } catch (error) {
        assert.fail(`tsc -p ${file}:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
      }
    }
  });

  test('builds with a bundler, on the app’s own React', async () => {
    writeFileSync(join(app, 'index.html'), INDEX_HTML);
    const result = await build({
      absWorkingDir: app,
      entryPoints: ['src/App.tsx'],
      outfile: 'dist/app.js',
      bundle: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      minify: true,
      metafile: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const inputs = Object.keys(result.metafile.inputs);
    const from = (re: RegExp) => inputs.filter((p) => re.test(p));
    assert.ok(
      from(/teetime-widgets\/dist\/react\/teetime-picker\.js$/).length === 1,
      'the React build of the picker',
    );
    assert.deepEqual(from(/node_modules\/preact\//), [], 'the React build brings no Preact');
    assert.equal(from(/\/react\/cjs\/react\.production\.js$/).length, 1, 'one React: the app’s');
    const bundle = readFileSync(join(app, 'dist/app.js'), 'utf8');
    for (const tag of ['teetime-picker', 'teetime-checkout', 'teetime-search'])
      assert.ok(bundle.includes(tag), tag);
  });
});
