import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from './server/app';
import { createDeps, DEFAULT_DB_FILE, listen, localOrigins, prepareDatabase } from './server/main';
import { marketplaceSite } from './siteServer';
import { originOnPortBelow, staticSite } from './staticSite';

/**
 * `npm start`: builds the bundles when dist/ is missing, then serves
 *  - PORT (default 8080): the API under /api (and /media), the bundles under /dist, the
 *    marketplace site (host-demo/site) at / and the demo pages of host-demo/pages/ (siteServer.ts);
 *  - PORT+1: a partner origin (host-demo/partner/ plus /dist), so embedding is cross-origin.
 * HOST (default 127.0.0.1) picks the interface; DB_FILE the database file.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST ?? '127.0.0.1';

if (!existsSync(distDir) || !existsSync(`${distDir}/site/main.js`)) {
  console.log('[start] dist/ (or the site in dist/site) is missing: running npm run build');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) console.warn('[start] build failed; serving the API and pages without bundles');
}

const db = prepareDatabase(process.env.DB_FILE ?? DEFAULT_DB_FILE, { log: console.log });
// CORS: the partner origin (PORT+1) calls the API with credentials; TEETIME_PARTNER_ORIGINS
// (comma-separated) adds more origins, e.g. a partner's own development server.
const api = createApp(createDeps(db, process.env, { partnerOrigins: localOrigins(port, port + 1) }));
const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');

const main = marketplaceSite({ distDir });
const partner = staticSite({
  title: 'teetime widgets: partner site',
  pagesDir: fileURLToPath(new URL('./partner', import.meta.url)),
  distDir,
  marketOrigin: originOnPortBelow,
});

const servers = await Promise.all([
  listen((req) => (isApi(new URL(req.url).pathname) ? api.fetch(req) : main.fetch(req)), port, hostname),
  listen((req) => partner.fetch(req), port + 1, hostname),
]);
const shown = hostname === '127.0.0.1' || hostname === '::1' ? 'localhost' : hostname;
console.log(
  `[start] marketplace and API: http://${shown}:${servers[0].port}/  (API: http://${shown}:${servers[0].port}/api)`,
);
console.log(`[start] partner origin:     http://${shown}:${servers[1].port}/`);

const stop = () => {
  for (const s of servers) s.server.close();
  db.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
