import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS, WIDGET_DOCS } from './site/docsList';
import { isSiteRoute } from './site/isSiteRoute';
import { compressAnswers } from './server/http/compressAnswers';
import { staticSite } from './staticSite';

export interface MarketplaceSiteOptions {
  /** The built bundles (dist/): the widgets and the site under /dist/site. */
  distDir: string;
}

/** `/demo/…` and `/sandbox.html` → their address in the developer area, else null. */
export function movedDemoPath(path: string): string | null {
  if (path === '/sandbox.html') return '/developers/sandbox.html';
  if (path === '/demo' || path.startsWith('/demo/')) return path.replace(/^\/demo\/?/, '/developers/demo/');
  return null;
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const ROOT = here('..');

/** /docs/{id}.md → the Markdown file it is served from (docs/*.md, widgets' READMEs). */
function docsFile(path: string): string | null {
  const m = /^\/docs\/([\w-]+)\.md$/.exec(path);
  if (!m?.[1]) return null;
  const id = m[1];
  if (DOCS.some((d) => d.id === id)) return join(ROOT, 'docs', `${id}.md`);
  const widget = WIDGET_DOCS.find((w) => `widget-${w}` === id);
  return widget ? join(ROOT, 'widgets', widget, 'README.md') : null;
}

/**
 * The marketplace origin's pages (the API is mounted in front of this by start.ts):
 *  - the main site (host-demo/site) at every route of its route table, 404 for other paths
 *    (the same page, which shows not-found, with a real 404 status);
 *  - /dist/* the bundles; /docs/{id}.md the developer docs the site renders under /docs;
 *  - the demo pages of host-demo/pages in the developer area (the site's /developers page lists
 *    them): /developers/demo/ (all widgets on one page), /developers/sandbox.html (the API
 *    console), and /golf-news.html (a media site's article; its files at the root). The old
 *    /demo/… and /sandbox.html addresses answer 301 to the new ones.
 */
export function marketplaceSite(options: MarketplaceSiteOptions): Hono {
  const site = staticSite({
    title: 'teetime marketplace',
    pagesDir: here('./site/public'),
    distDir: options.distDir,
  });
  const demo = staticSite({
    title: 'teetime widgets: demo pages',
    pagesDir: here('./pages'),
    distDir: options.distDir,
  });
  const app = new Hono();
  // The docs' Markdown; the pages and bundles come compressed from staticSite already.
  app.use('*', compressAnswers({ cache: true }));
  app.get('*', async (c) => {
    const path = c.req.path;
    const url = new URL(c.req.url);
    if (path.startsWith('/dist/')) return site.fetch(c.req.raw);
    const doc = docsFile(path);
    if (doc && existsSync(doc))
      return c.body(readFileSync(doc, 'utf8'), 200, {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    // The developer area's pages; their old addresses move there.
    const moved = movedDemoPath(path);
    if (moved) return c.redirect(`${moved}${url.search}`, 301);
    if (path.startsWith('/developers/')) {
      url.pathname = path.replace(/^\/developers\/(demo\/?)?/, '/');
      return demo.fetch(new Request(url, c.req.raw));
    }
    if (/\.[a-z0-9]+$/i.test(path))
      return existsSync(join(here('./site/public'), path.slice(1))) && !path.includes('..')
        ? site.fetch(c.req.raw)
        : demo.fetch(c.req.raw);
    url.pathname = '/';
    const page = await site.fetch(new Request(url, c.req.raw));
    if (isSiteRoute(path)) return page;
    return new Response(page.body, { status: 404, headers: page.headers });
  });
  return app;
}
