import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeCdn } from '../scripts/cdn';
import { IMMUTABLE } from './cacheControl';
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

describe('compressed answers and caching of every built file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'teetime-site-z-'));
  const pages = join(dir, 'pages');
  const dist = join(dir, 'dist');
  const text = (n: number) => Array.from({ length: n }, (_, i) => `tee time ${i} at the course`).join(' ');
  const files: Record<string, string> = {
    'dist/embed/teetime-picker.js': `(()=>{start(JSON.parse('{"src":"teetime-picker.ui.js","integrity":""}'));/*${text(40)}*/})();`,
    'dist/embed/teetime-picker.ui.js': `(()=>{/*${text(40)}*/})();`,
    'dist/embed/teetime-search.js': `(()=>{/*${text(50)}*/})();`,
    'dist/site/chunks/react-DpFBQ2Px.js': `export const a = ${JSON.stringify(text(40))};`,
    'dist/site/assets/theme-a1B2c3D4.css': `.tt-root { color: #123; } /* ${text(40)} */`,
    'dist/custom-elements.json': JSON.stringify({ words: text(40) }),
    'pages/index.html': `<!doctype html><title>Demo</title><p>${text(40)}</p>`,
    'pages/flag.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${text(40)}</title></svg>`,
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  const manifest = writeCdn(dist, 'teetime-widgets', '0.1.0');
  const site = staticSite({ title: 'Demo', pagesDir: pages, distDir: dist });
  const get = (path: string, encoding?: string) =>
    site.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

  it('sends JS, HTML, JSON, CSS and SVG brotli or gzip as the browser asks, with Vary: Accept-Encoding', async () => {
    const cases: [string, RegExp][] = [
      ['/dist/embed/teetime-search.js', /javascript/],
      ['/', /text\/html/],
      ['/index.html', /text\/html/],
      ['/dist/custom-elements.json', /application\/json/],
      ['/dist/site/assets/theme-a1B2c3D4.css', /text\/css/],
      ['/flag.svg', /image\/svg\+xml/],
      ['/dist/cdn/0.1.0/manifest.json', /application\/json/],
    ];
    for (const [path, type] of cases) {
      const plain = await get(path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers.get('content-type'), path).toMatch(type);
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(plain.headers.get('vary'), path).toBe('Accept-Encoding');
      const original = await plain.text();
      for (const [asked, sent] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const res = await get(path, asked);
        expect(res.headers.get('content-encoding'), `${path} ${asked}`).toBe(sent);
        expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
        expect(res.headers.get('cache-control'), path).toBe(plain.headers.get('cache-control'));
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get('content-length'), path).toBe(String(bytes.length));
        expect(bytes.length, path).toBeLessThan(Buffer.byteLength(original));
        const back = sent === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
        expect(back.toString(), path).toBe(original);
      }
    }
  });

  it('keeps every content-hashed file a year, whatever its name; revalidates the rest', async () => {
    const hashed = Object.values(manifest.files).map((f) => `/dist/cdn/0.1.0/${f.file}`);
    expect(hashed.some((p) => /teetime-picker\.ui\.[0-9a-f]{12}\.js$/.test(p))).toBe(true);
    expect(hashed).toHaveLength(3);
    hashed.push('/dist/site/chunks/react-DpFBQ2Px.js', '/dist/site/assets/theme-a1B2c3D4.css');
    for (const path of hashed) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(IMMUTABLE);
      expect(res.headers.get('content-encoding'), path).toBe('br');
    }
    for (const path of [
      '/dist/embed/teetime-picker.js',
      '/dist/embed/teetime-picker.ui.js',
      '/dist/cdn/0.1.0/manifest.json',
      '/dist/custom-elements.json',
      '/',
    ])
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
  });
});
