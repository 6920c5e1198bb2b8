import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { createConfig, type AppDeps, type ConfigOptions, type UserTokenResolver } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { seed } from '../seed/index';
import { resolveUserToken } from '../services/tokens';

/** The fixed "now" of tests: a Monday morning in June (UTC). */
export const TEST_NOW = new Date('2026-06-15T13:00:00Z');

export interface TestAppOverrides {
  config?: ConfigOptions;
  clock?: () => Date;
  resolveUserToken?: UserTokenResolver;
  /** Skip seeding (an empty, migrated database). */
  empty?: boolean;
}

export interface TestRequestInit extends RequestInit {
  /** App key to send; default `demo-teetime`; null sends none. */
  apiKey?: string | null;
  /** JSON body (sets Content-Type). */
  json?: unknown;
}

export interface TestApp {
  app: Hono<AppEnv>;
  db: Database.Database;
  deps: AppDeps;
  clock: () => Date;
  request: (path: string, init?: TestRequestInit) => Promise<Response>;
}

// One seeded in-memory database image reused by every test app (seeding once per process).
let seededImage: Buffer | undefined;

function freshDatabase(clock: () => Date, empty: boolean): Database.Database {
  if (empty) {
    const db = openDatabase(':memory:');
    migrate(db);
    return db;
  }
  if (!seededImage) {
    const db = openDatabase(':memory:');
    migrate(db);
    seed(db, { size: 'test', clock });
    seededImage = db.serialize();
    db.close();
  }
  return openDatabase(seededImage);
}

/** An app over an in-memory database, migrated and seeded with `size: 'test'`. */
export function makeTestApp(overrides: TestAppOverrides = {}): TestApp {
  const clock = overrides.clock ?? (() => new Date(TEST_NOW));
  const db = freshDatabase(clock, overrides.empty ?? false);
  const deps: AppDeps = {
    db,
    config: createConfig(overrides.config),
    clock,
    resolveUserToken: overrides.resolveUserToken ?? resolveUserToken,
  };
  const app = createApp(deps);
  const request = (path: string, init: TestRequestInit = {}): Promise<Response> => {
    const { apiKey = 'demo-teetime', json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (apiKey !== null && !headers.has('X-Api-Key')) headers.set('X-Api-Key', apiKey);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    return Promise.resolve(app.request(path, { ...rest, headers, ...(body !== undefined ? { body } : {}) }));
  };
  return { app, db, deps, clock, request };
}
