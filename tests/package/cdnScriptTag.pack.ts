/**
 * The CDN script tag of the docs, in a real browser: a partner page on another origin loads a
 * content-hashed bundle from the demo server with `integrity` and `crossorigin="anonymous"`
 * from dist/cdn/<version>/manifest.json. Chromium runs it when the bytes match and refuses a
 * file whose bytes do not; the server sends the cache headers a CDN would.
 *
 * Run after `npm run build`:  node --import tsx --test tests/package/*.pack.ts
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import type { ServerType } from '@hono/node-server';
import { listen } from '../../host-demo/server/main';
import { staticSite } from '../../host-demo/staticSite';
import type { CdnManifest } from '../../scripts/cdn';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const manifestPath = `${dist}/cdn/${version}/manifest.json`;

let server: ServerType;
let origin: string;
let browser: Browser;
let manifest: CdnManifest;

before(
  async () => {
    assert.ok(existsSync(manifestPath), `${manifestPath} is missing: run npm run build first`);
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CdnManifest;
    const site = staticSite({ title: 'CDN', pagesDir: `${dist}/no-pages`, distDir: dist });
    const started = await listen((req) => site.fetch(req), 0);
    server = started.server;
    origin = `http://127.0.0.1:${started.port}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
  },
  { timeout: 60_000 },
);

after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('CDN files', () => {
  test(
    'the manifest integrity is what a browser enforces on the script tag',
    { timeout: 60_000 },
    async () => {
      const deals = manifest.files['teetime-deals.js']!;
      const search = manifest.files['teetime-search.js']!;
      const url = (file: string) => `${origin}/dist/cdn/${version}/${file}`;
      const partnerPage = `<!doctype html><html><head>
<script src="${url(deals.file)}" integrity="${deals.integrity}" crossorigin="anonymous"></script>
<script src="${url(search.file)}" integrity="${deals.integrity}" crossorigin="anonymous" onerror="window.refused = true"></script>
</head><body><teetime-deals brand="lakeside"></teetime-deals></body></html>`;
      // The partner page: another origin (localhost, not 127.0.0.1), like a partner's site.
      const partner = await listen(
        () => new Response(partnerPage, { headers: { 'content-type': 'text/html' } }),
        0,
      );
      const page = await browser.newPage();
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      try {
        await page.goto(`http://localhost:${partner.port}/`);
        const state = await page.evaluate(() => ({
          deals: Boolean(customElements.get('teetime-deals')),
          search: Boolean(customElements.get('teetime-search')),
          refused: (window as unknown as { refused?: boolean }).refused === true,
        }));
        assert.deepEqual(state, { deals: true, search: false, refused: true });
        assert.ok(
          messages.some((text) => text.includes(search.file) && /integrity/.test(text)),
          `refused for its integrity:\n${messages.join('\n')}`,
        );
      } finally {
        await page.close();
        await new Promise((resolve) => partner.server.close(resolve));
      }
    },
  );

  test('hashed files are cached for a year, the loader and the manifest revalidated', async () => {
    const cache = async (path: string) => {
      const res = await fetch(`${origin}${path}`);
      assert.equal(res.status, 200, path);
      await res.arrayBuffer();
      return res.headers.get('cache-control');
    };
    const picker = manifest.files['teetime-picker.js']!;
    assert.equal(await cache(`/dist/cdn/${version}/${picker.file}`), 'public, max-age=31536000, immutable');
    assert.equal(await cache('/dist/loader.js'), 'no-cache');
    assert.equal(await cache('/dist/embed/teetime-picker.js'), 'no-cache');
    assert.equal(await cache(`/dist/cdn/${version}/manifest.json`), 'no-cache');
  });
});
