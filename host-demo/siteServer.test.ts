import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { marketplaceSite } from './siteServer';

const app = marketplaceSite({ distDir: 'dist' });
const get = (path: string) => app.request(`http://localhost${path}`);

describe('the marketplace origin', () => {
  it('answers every site route with the site page, and unknown paths with the same page and 404', async () => {
    for (const path of [
      '/',
      '/explore/us/co/denver/1455/reviews',
      '/checkout/at/1455',
      '/faqs',
      '/docs/csp',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('src="/dist/site/main.js"');
    }
    for (const path of ['/nope', '/explore/us/co/denver/1455/photos', '/not-found']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('src="/dist/site/main.js"');
    }
  });

  it('serves the docs as Markdown, only those listed', async () => {
    const doc = await get('/docs/embedding.md');
    expect(doc.status).toBe(200);
    expect(doc.headers.get('Content-Type')).toMatch(/^text\/markdown/);
    expect(await doc.text()).toMatch(/^# Embedding guide/);
    expect((await get('/docs/widget-picker.md')).status).toBe(200);
    expect((await get('/docs/secrets.md')).status).toBe(404);
    expect((await get('/docs/..%2Fpackage.md')).status).toBe(404);
  });

  it('sends the pages and the docs compressed to a browser that asks, once (never twice)', async () => {
    for (const path of ['/docs/embedding.md', '/', '/nope', '/developers/demo/', '/favicon.svg']) {
      const res = await app.request(`http://localhost${path}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
      const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(text, path).toMatch(/^(#|<!doctype|<svg|<\?xml)/i);
      expect((await get(path)).headers.get('content-encoding'), path).toBeNull();
    }
  });

  it('serves the demo pages in the developer area, and the site icon', async () => {
    expect(await (await get('/developers/demo/')).text()).toContain('<teetime-checkout');
    expect(await (await get('/developers/sandbox.html')).text()).toContain('<title>');
    expect((await get('/golf-news.html')).status).toBe(200);
    expect((await get('/favicon.svg')).status).toBe(200);
    expect((await get('/missing.js')).status).toBe(404);
    // The developer page itself is the site's (a route of its table).
    expect(await (await get('/developers')).text()).toContain('id="root"');
  });

  it('moves the old demo addresses to the developer area, query kept', async () => {
    for (const [from, to] of [
      ['/demo/', '/developers/demo/'],
      ['/demo', '/developers/demo/'],
      ['/demo/?course=1454&date=2026-12-01', '/developers/demo/?course=1454&date=2026-12-01'],
      ['/sandbox.html', '/developers/sandbox.html'],
    ]) {
      const res = await get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });
});
