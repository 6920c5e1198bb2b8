import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { originOnPortBelow, staticSite } from './staticSite';

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

describe('demo pages under a strict Content-Security-Policy', () => {
  const directives = (policy: string | null) =>
    new Map(
      (policy ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([k, ...v]) => [k, v]),
    );

  it('sends a strict policy with every page, and nosniff with every file', async () => {
    const site = staticSite({ title: 'Demo', pagesDir, distDir });
    for (const path of ['/', '/index.html', '/explore/us/ny/new-york']) {
      const res = await site.request(path);
      const policy = directives(res.headers.get('content-security-policy'));
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('style-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-src'), path).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const bundle = await site.request('/dist/esm/teetime-picker.js');
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bundle.headers.get('content-security-policy')).toBeNull();
  });

  it('lets a partner page load scripts, data, pictures and card fields from the marketplace only', async () => {
    const site = staticSite({ title: 'Partner', pagesDir, distDir, marketOrigin: originOnPortBelow });
    const res = await site.request('http://localhost:8081/');
    const policy = directives(res.headers.get('content-security-policy'));
    for (const d of ['script-src', 'connect-src', 'img-src', 'frame-src'])
      expect(policy.get(d), d).toContain('http://localhost:8080');
    expect(policy.get('style-src')).toEqual(["'self'"]);
    // The marketplace origin only, wallets included (they run in its frame).
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:8080']);
    expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('the demo pages carry no inline script, style or event handler (the policy would block them)', () => {
    for (const dir of ['pages', 'partner']) {
      const folder = fileURLToPath(new URL(`./${dir}`, import.meta.url));
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.html'))) {
        const html = readFileSync(join(folder, file), 'utf8');
        const where = `${dir}/${file}`;
        expect(html, where).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
        expect(html, where).not.toMatch(/<style\b/);
        expect(html, where).not.toMatch(/\sstyle=/);
        expect(html, where).not.toMatch(/\son[a-z]+=/);
      }
    }
  });
});
