// npm run bench: for every widget bundle (and the runtime fixture), minified / gzip / brotli
// bytes of the Preact embed next to the same widget bundled with real React, and the
// time from script start to first render in headless Chromium (median of RUNS page loads);
// then, against the real sandbox API, each widget's time to useful content beside a plain
// JavaScript floor (scripts/benchContent.mjs) and its layout shift in an article
// (scripts/benchLayoutShift.mjs). BENCH_ONLY=sizes,content,cls picks sections,
// BENCH_WIDGETS=picker,search,search-city-state,deals the widgets of the last two, BENCH_BASELINE_DIST=<dir> adds
// another build's dist/ to them, side by side.
// Needs `npm run build` first. Loopback only; stops by itself.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { rollup } from 'rollup';
import { timeToContent } from './benchContent.mjs';
import { layoutShift } from './benchLayoutShift.mjs';
import { pickCourse, scenarios, servePages } from './benchPages.mjs';
import { startSandbox } from './benchSandbox.mjs';
import { kb, sizesOf } from './sizes.mjs';

const RUNS = Number(process.env.RUNS || 7);
const ONLY = new Set((process.env.BENCH_ONLY || 'sizes,content,cls').split(','));
const executablePath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';

const targets = [];
for (const [dir, prefix] of [
  ['dist', ''],
  ['dist/test', 'test/'],
]) {
  if (!existsSync(`${dir}/embed`)) continue;
  for (const f of readdirSync(`${dir}/embed`)) {
    const tag = f.replace(/\.js$/, '');
    targets.push({ label: `${prefix}${tag}`, tag, embed: `${dir}/embed/${f}`, react: `${dir}/react/${f}` });
  }
}
if (targets.length === 0) {
  console.error('No bundles: run npm run build first.');
  process.exit(1);
}

/** The React build of a widget, bundled with React 19 into one self-contained file. */
async function reactBundle(input, outDir, tag) {
  const bundle = await rollup({
    input,
    onwarn: () => undefined,
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      nodeResolve({ browser: true }),
      commonjs(),
      terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
    ],
  });
  const file = join(outDir, `${tag}.react.js`);
  await bundle.write({ file, format: 'iife', inlineDynamicImports: true });
  await bundle.close();
  return file;
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };
function serve(files) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/page') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(url.searchParams.get('tag'), url.searchParams.get('src')));
      return;
    }
    const path = files.get(normalize(url.pathname));
    if (!path) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// The timer starts when the script tag is added; "first render" is the first element that
// lands in the widget's shadow root (observed as it happens, not polled).
const page = (tag, src) => `<!doctype html><html><body>
<${tag} api-base="/no-api"></${tag}>
<script>
  const t0 = performance.now();
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    new MutationObserver((_, obs) => { if (root.querySelector('*')) { window.__render = performance.now() - t0; obs.disconnect(); } })
      .observe(root, { childList: true, subtree: true });
    return root;
  };
  const s = document.createElement('script');
  s.src = ${JSON.stringify(src)};
  s.onload = () => (window.__loaded = performance.now() - t0);
  document.head.appendChild(s);
</script></body></html>`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});

async function sizesAndFirstRender() {
  const out = mkdtempSync(join(tmpdir(), 'teetime-bench-'));
  const files = new Map();
  for (const t of targets) {
    t.reactFile = existsSync(t.react) ? await reactBundle(t.react, out, t.tag) : null;
    files.set(`/${t.label}.js`, t.embed);
    if (t.reactFile) files.set(`/${t.label}.react.js`, t.reactFile);
  }
  const server = await serve(files);
  const base = `http://127.0.0.1:${server.address().port}`;

  async function firstRender(tag, src) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const p = await context.newPage();
      await p.goto(`${base}/page?tag=${tag}&src=${encodeURIComponent(src)}`);
      await p.waitForFunction(() => window.__render !== undefined, null, { timeout: 10000 });
      times.push(await p.evaluate(() => window.__render));
      await context.close();
    }
    return median(times);
  }

  const rows = [];
  for (const t of targets) {
    const p = sizesOf(t.embed);
    const r = t.reactFile ? sizesOf(t.reactFile) : null;
    rows.push({
      bundle: t.label,
      'preact min': kb(p.min),
      'preact gzip': kb(p.gzip),
      'preact br': kb(p.brotli),
      'react min': r ? kb(r.min) : '-',
      'react gzip': r ? kb(r.gzip) : '-',
      'react br': r ? kb(r.brotli) : '-',
      'first render preact': `${(await firstRender(t.tag, `/${t.label}.js`)).toFixed(1)} ms`,
      'first render react': t.reactFile
        ? `${(await firstRender(t.tag, `/${t.label}.react.js`)).toFixed(1)} ms`
        : '-',
    });
  }
  for (const file of ['dist/loader.js', 'dist/test/loader.js'].filter(existsSync)) {
    const s = sizesOf(file);
    rows.push({
      bundle: file.replace('dist/', ''),
      'preact min': kb(s.min),
      'preact gzip': kb(s.gzip),
      'preact br': kb(s.brotli),
    });
  }
  server.close();
  console.log(`Bundles (median first render of ${RUNS} cold page loads, headless Chromium, loopback):`);
  console.table(rows);
}

/**
 * Partner pages against the real sandbox API: time to useful content and layout shift, for this
 * build's dist/ and, with BENCH_BASELINE_DIST=<dir> (a dist/ built from another commit), for that
 * one too, in the same run (its rows say "baseline").
 */
async function partnerPages() {
  // The sandbox needs the pages' origins for CORS, the pages need the sandbox's URL: the pages
  // servers start first on ports of their own, then learn the API address.
  let api = '';
  let list = [];
  const builds = [['current', join(process.cwd(), 'dist')]];
  if (process.env.BENCH_BASELINE_DIST) builds.push(['baseline', process.env.BENCH_BASELINE_DIST]);
  const servers = [];
  for (const [build, distDir] of builds) {
    const server = await servePages({ distDir, api: () => api, list: () => list });
    servers.push({ build, server, base: `http://127.0.0.1:${server.address().port}` });
  }
  const sandbox = await startSandbox(servers.map((s) => s.base));
  api = sandbox.url;
  const labelled = (build, rows) => rows.map((r) => ({ build, ...r }));
  try {
    const only = process.env.BENCH_WIDGETS?.split(',');
    list = scenarios(await pickCourse(api)).filter((s) => !only || only.includes(s.name));
    if (ONLY.has('content')) {
      const runs = Number(process.env.RUNS_CONTENT || 9);
      console.log(
        `Time to useful content (median of ${runs} cold loads each, interleaved; floor = plain JS, same calls, one button):`,
      );
      const rows = await timeToContent({ browser, targets: servers, list, runs });
      console.table(rows);
    }
    if (ONLY.has('cls')) {
      console.log(
        'Layout shift of an article around the widget (README snippet; scripts +300 ms, API answers +400 ms):',
      );
      const rows = [];
      for (const { build, base } of servers) {
        const picker = list.filter((s) => s.name === 'picker');
        rows.push(...labelled(build, await layoutShift({ browser, base, api, list: picker })));
      }
      console.table(rows);
    }
  } finally {
    for (const { server } of servers) server.close();
    await sandbox.close();
  }
}

try {
  if (ONLY.has('sizes')) await sizesAndFirstRender();
  if (ONLY.has('content') || ONLY.has('cls')) await partnerPages();
} finally {
  await browser.close();
}
