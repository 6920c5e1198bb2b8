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
writeFileSync(join(pagesDir, 'index.html'), '<!doctype html><title>Demo</title>');

describe('static demo origin', () => {
  const site = staticSite({ title: 'Demo', pagesDir, distDir });

  it('serves bundles to other origins (module scripts need CORS)', async () => {
    const res = await site.request('/dist/esm/teetime-picker.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('export {};');
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
