import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cacheControl } from './cacheControl';
import { compressAnswers } from './server/http/compressAnswers';

export interface SiteOptions {
  /** Title of the generated index when `pagesDir` is missing. */
  title: string;
  /** Folder of HTML pages served at `/`. */
  pagesDir: string;
  /** The built bundles, served at `/dist/*`. */
  distDir: string;
  /**
   * The marketplace origin (API, bundles, media, hosted card fields) for a page URL, when it is
   * not this origin: a partner site names it in its Content-Security-Policy.
   */
  marketOrigin?: (pageUrl: URL) => string;
}

/** The origin one port below a page's (the demo partner site runs on the marketplace's port + 1). */
export const originOnPortBelow = (pageUrl: URL): string =>
  `${pageUrl.protocol}//${pageUrl.hostname}:${Number(pageUrl.port) - 1}`;

/**
 * The demo pages' strict Content-Security-Policy: no inline script or style, no eval; scripts,
 * API calls, pictures and the hosted frames (card fields, wallet buttons) only from this origin and
 * the marketplace: nothing else, for every brand (docs/csp.md).
 */
export function demoPagePolicy(marketOrigin?: string): string {
  const market = marketOrigin ? `'self' ${marketOrigin}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${market}`,
    "style-src 'self'",
    `img-src ${market} data:`,
    // No wallet origin: Apple Pay and Google Pay run in the marketplace's wallet frame.
    `connect-src ${market}`,
    `frame-src ${market}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function listing(title: string, dir: string, distDir: string): string {
  const pages = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.html')) : [];
  const bundles = existsSync(join(distDir, 'embed'))
    ? readdirSync(join(distDir, 'embed')).filter((f) => f.endsWith('.js'))
    : [];
  const items = (list: string[], prefix: string) =>
    list.map((f) => `<li><a href="${prefix}${escapeHtml(f)}">${escapeHtml(f)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1>
<p>API: <a href="/api/openapi.json">/api/openapi.json</a> (send <code>X-Api-Key: demo-teetime</code>).</p>
<h2>Pages</h2><ul>${items(pages, '/') || '<li>No pages yet.</li>'}</ul>
<h2>Bundles</h2><ul>${items(bundles, '/dist/embed/') || '<li>Not built: run <code>npm run build</code>.</li>'}</ul></body></html>`;
}

/**
 * A static origin: `/dist/*` from the build, pages from `pagesDir` (extension-less
 * paths fall back to its index.html, so the site's own routes like /explore/... load),
 * or a generated index when the folder does not exist.
 */
export function staticSite(options: SiteOptions): Hono {
  const site = new Hono();
  // Outermost: HTML, JS, CSS, JSON, SVG go brotli or gzip per Accept-Encoding (a file's
  // compressed bytes are kept, so a bundle is compressed once, not per request).
  site.use('*', compressAnswers({ cache: true }));
  // Public files: the loader and partner pages load our ES modules from another origin, and
  // module scripts need CORS. Nothing here is personal, and no credentials are honoured.
  site.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.status === 200 ? cacheControl(c.req.path) : 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.header('Content-Security-Policy', demoPagePolicy(options.marketOrigin?.(new URL(c.req.url))));
  });
  site.use('/dist/*', async (c, next) => {
    if (!existsSync(options.distDir)) return next();
    return serveStatic({
      root: relative(process.cwd(), options.distDir),
      rewriteRequestPath: (p) => p.replace(/^\/dist/, ''),
    })(c, next);
  });
  site.use('/*', async (c, next) => {
    if (!existsSync(options.pagesDir)) return next();
    return serveStatic({ root: relative(process.cwd(), options.pagesDir), index: 'index.html' })(c, next);
  });
  site.get('*', (c) => {
    const index = join(options.pagesDir, 'index.html');
    if (!existsSync(options.pagesDir))
      return c.html(listing(options.title, options.pagesDir, options.distDir));
    if (!c.req.path.includes('.') && existsSync(index)) return c.html(readFileSync(index, 'utf8'));
    return c.text('Not found', 404);
  });
  return site;
}
