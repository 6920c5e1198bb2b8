import { serve, type ServerType } from '@hono/node-server';
import type Database from 'better-sqlite3';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from './app';
import { clockFromEnv } from './clock';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { createConfig, type AppDeps, type ConfigOptions } from './deps';
import { seedAccountArea } from './seed/accounts';
import { seedBrandAppKeys } from './seed/brandAppKeys';
import { seedForeplayReviews } from './seed/foreplayReviews';
import { seedCourseReviews } from './seed/catalogReviews';
import { isSeeded, seed, type SeedSize } from './seed/index';
import { seedMemberships } from './seed/memberships';
import { syncCourseLocations } from './services/courseLocations';
import { syncPlaceSearch } from './services/placeSearch';
import { assignCourseTimeZones } from './services/courseTimeZones';
import { resolveUserToken } from './services/tokens';

/** The demo database: `host-demo/data/teetime.sqlite` (git-ignored). */
export const DEFAULT_DB_FILE = fileURLToPath(new URL('../data/teetime.sqlite', import.meta.url));

export interface PrepareOptions {
  size?: SeedSize;
  clock?: () => Date;
  log?: (line: string) => void;
}

/** Opens the database, applies pending migrations and seeds it when empty. */
export function prepareDatabase(file: string, options: PrepareOptions = {}): Database.Database {
  const log = options.log ?? (() => {});
  const db = openDatabase(file);
  const applied = migrate(db);
  if (applied.length) log(`[api] migrations applied: ${applied.join(', ')}`);
  if (!isSeeded(db)) {
    const started = performance.now();
    seed(db, { size: options.size ?? 'full', clock: options.clock ?? clockFromEnv() });
    log(`[api] seeded ${options.size ?? 'full'} demo data in ${Math.round(performance.now() - started)} ms`);
  } else {
    // A database seeded before a migration gets that migration's demo data with it.
    const opts = { size: options.size ?? 'full', clock: options.clock ?? clockFromEnv() };
    if (applied.some((name) => name.startsWith('004_'))) {
      seedCourseReviews(db, opts);
      log('[api] seeded demo course reviews');
    }
    if (applied.some((name) => name.startsWith('006_'))) {
      seedAccountArea(db, opts);
      log('[api] seeded the demo account area (favorites, price alert, data check)');
    }
    if (applied.some((name) => name.startsWith('010_'))) {
      seedMemberships(db, opts);
      log('[api] seeded the demo memberships, offers and partner vendors');
    }
    if (applied.some((name) => name.startsWith('011_'))) {
      log(`[api] marked ${seedForeplayReviews(db)} courses as reviewed by Foreplay`);
    }
    if (applied.some((name) => name.startsWith('012_'))) {
      log(`[api] seeded ${seedBrandAppKeys(db)} issued partner app keys`);
    }
  }
  // A database seeded before courses had time zones gets them here (only rows still without one).
  const zoned = assignCourseTimeZones(db);
  if (zoned) log(`[api] gave ${zoned} courses their time zones`);
  // The R*Tree of course points (migration 008) is filled by triggers; this catches any gap.
  const located = syncCourseLocations(db);
  if (located) log(`[api] indexed ${located} course locations`);
  // The location search's index (migration 014), when the places changed since it was built.
  const placed = syncPlaceSearch(db);
  if (placed) log(`[api] indexed ${placed} places for search`);
  return db;
}

/** Production dependencies: the clock (`TEETIME_NOW` pins it), config from the environment, the accounts token resolver. */
export function createDeps(
  db: Database.Database,
  env: NodeJS.ProcessEnv = process.env,
  options: ConfigOptions = {},
): AppDeps {
  return { db, config: createConfig(options, env), clock: clockFromEnv(env), resolveUserToken };
}

export interface RunningApi {
  url: string;
  port: number;
  deps: AppDeps;
  close: () => Promise<void>;
}

/** Listens with a fetch handler on a loopback (or given) host; port 0 picks a free port. */
export function listen(
  fetch: (req: Request) => Response | Promise<Response>,
  port: number,
  hostname = '127.0.0.1',
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info) => resolve({ server, port: info.port }));
    server.once('error', reject);
  });
}

/** Origins allowed to call the API with credentials: the site's own port and the partner port, on localhost and 127.0.0.1. */
export function localOrigins(...ports: number[]): string[] {
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/** Starts the API alone (no pages): used by the bench and by `tsx host-demo/server/main.ts`. */
export async function startApiServer(
  options: {
    port?: number;
    hostname?: string;
    dbFile?: string;
    size?: SeedSize;
    log?: (l: string) => void;
  } = {},
): Promise<RunningApi> {
  const db = prepareDatabase(options.dbFile ?? DEFAULT_DB_FILE, {
    size: options.size ?? 'full',
    log: options.log,
  });
  const deps = createDeps(db);
  const app = createApp(deps);
  const hostname = options.hostname ?? '127.0.0.1';
  const { server, port } = await listen((req) => app.fetch(req), options.port ?? 0, hostname);
  return {
    url: `http://${hostname}:${port}`,
    port,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 8080);
  const api = await startApiServer({ port, hostname: process.env.HOST ?? '127.0.0.1', log: console.log });
  console.log(`[api] sandbox marketplace API on ${api.url}/api (OpenAPI: ${api.url}/api/openapi.json)`);
}
