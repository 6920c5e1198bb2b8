/**
 * The marketplace origin of `npm start` (API + site + demo pages) on a free loopback port, over
 * a fresh, fully seeded temporary database on the test clock, for tests/e2e/site.e2e.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { chromium, type Browser } from 'playwright';
import { createApp } from '../../host-demo/server/app';
import { createDeps, listen, localOrigins, prepareDatabase } from '../../host-demo/server/main';
import { marketplaceSite } from '../../host-demo/siteServer';

export const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

export interface SiteServers {
  origin: string;
  close(): Promise<void>;
}

type Server = Awaited<ReturnType<typeof listen>>['server'];

async function closeServer(s: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    (s as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    s.close(() => resolve());
  });
}

export async function startSite(now: Date): Promise<SiteServers> {
  const dir = mkdtempSync(join(tmpdir(), 'teetime-site-e2e-'));
  const db: Database.Database = prepareDatabase(join(dir, 'teetime.sqlite'), { clock: () => new Date(now) });
  const env = { ...process.env, TEETIME_NOW: now.toISOString() };
  const probe = await listen(() => new Response(''), 0);
  const port = probe.port;
  await closeServer(probe.server);
  const api = createApp(createDeps(db, env, { partnerOrigins: localOrigins(port, port + 1) }));
  const site = marketplaceSite({ distDir });
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');
  const { server } = await listen(
    (req) => (isApi(new URL(req.url).pathname) ? api.fetch(req) : site.fetch(req)),
    port,
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await closeServer(server);
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Headless Debian Chromium (CHROMIUM_PATH overrides it), as the site's journeys run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}
