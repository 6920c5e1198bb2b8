import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, CATALOG_ENDPOINTS } from '../testing/fuzzEndpoints';
import { makeTestApp } from '../testing/makeApp';
import { describedRoutes } from './openapi';

/** The maintenance switch has its own generated-input test; the OpenAPI document takes no input. */
const FUZZED_ELSEWHERE = new Set([
  'POST /api/v6/status/maintenance',
  'GET /api/v6/status/maintenance',
  'GET /api/openapi.json',
  // HTML, CSS and a script for a frame: routes/hostedCardFields.test.ts throws input at the pages.
  'GET /api/hosted/card-fields',
  'GET /api/hosted/card-fields.css',
  'GET /api/hosted/card-fields.js',
  'GET /api/hosted/wallets',
  'GET /api/hosted/wallets.css',
  'GET /api/hosted/wallets.js',
]);

describe('generated-input coverage', () => {
  it('throws malformed input at every described API route', () => {
    makeTestApp(); // mounting the routers fills the registry
    const covered = new Set([
      ...CATALOG_ENDPOINTS.map((e) => `GET ${e.path.replace('{id}', ':id')}`),
      ...ACCOUNT_ENDPOINTS.map(([method, path]) => `${method} ${path}`),
    ]);
    const normalise = (path: string) => path.replace(/:[A-Za-z_]+/g, ':id');
    const known = new Set([...covered].map((k) => normalise(k)));
    const missing = describedRoutes()
      .map((r) => `${r.method.toUpperCase()} ${r.path}`)
      .filter((k) => !FUZZED_ELSEWHERE.has(k) && !known.has(normalise(k)));
    expect(missing).toEqual([]);
  });
});
