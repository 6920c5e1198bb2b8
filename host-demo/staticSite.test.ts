import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticSite } from './staticSite';

const root = mkdtempSync(join(tmpdir(), 'teetime-site-'));
const pagesDir = join(root, 'pages');
const distDir = join(root, 'dist');
mkdirSync(join(distDir, 'esm'), { recursive: true });
mkdirSync(pagesDir);
writeFileSync(join(distDir, 'esm', 'teetime-picker.js'), 'export {};');
mkdirSync(join(distDir, 'esm', 'chunks'));
writeFileSync(join(distDir, 'esm', 'chunks', 'useRequest-gLMcQIUg.js'), 'export {};');
writeFileSync(join(distDir, 'loader.js'), '(()=>{})();');
mkdirSync(join(distDir, 'cdn', '0.1.0'), { recursive: true });
writeFileSync(join(distDir, 'cdn', '0.1.0', 'teetime-picker.0123456789ab.js'), '(()=>{})();');
writeFileSync(join(distDir, 'cdn', '0.1.0', 'manifest.json'), '{}');
writeFileSync(join(pagesDir, 'index.html'), '<!doctype html><title>Demo</title>');

describe('static demo origin', () => {
  const site = staticSite({ title: 'Demo', pagesDir, distDir });

  it('serves bundles to other origins (module scripts need CORS)', async () => {
    const res = await site.request('/dist/esm/teetime-picker.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('export {};');
  });

  it('lets browsers keep content-hashed files for a year and revalidate everything else', async () => {
    const cacheOf = async (path: string) => {
      const res = await site.request(path);
      expect(res.status, path).toBe(200);
      return res.headers.get('cache-control');
    };
    const immutable = 'public, max-age=31536000, immutable';
    expect(await cacheOf('/dist/cdn/0.1.0/teetime-picker.0123456789ab.js')).toBe(immutable);
    expect(await cacheOf('/dist/esm/chunks/useRequest-gLMcQIUg.js')).toBe(immutable);
    expect(await cacheOf('/dist/loader.js')).toBe('no-cache');
    expect(await cacheOf('/dist/esm/teetime-picker.js')).toBe('no-cache');
    expect(await cacheOf('/dist/cdn/0.1.0/manifest.json')).toBe('no-cache');
    expect(await cacheOf('/')).toBe('no-cache');
    // A hashed name that is not there yet (a deploy in progress) must not be cached for a year.
    const missing = await site.request('/dist/cdn/0.1.0/teetime-picker.ffffffffffff.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it("answers the site's own routes with its index page", async () => {
    const res = await site.request('/explore/us/ny/new-york');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Demo</title>');
  });

  it('answers 404 for a missing file', async () => {
    expect((await site.request('/dist/esm/nope.js')).status).toBe(404);
    expect((await site.request('/missing.css')).status).toBe(404);
  });

  it('lists pages and bundles when there is no pages folder', async () => {
    const bare = staticSite({ title: 'Bare', pagesDir: join(root, 'none'), distDir });
    const html = await (await bare.request('/')).text();
    expect(html).toContain('/api/openapi.json');
  });
});
