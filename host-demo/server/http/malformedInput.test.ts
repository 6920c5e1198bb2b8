import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG_ENDPOINTS, expectPlainWords } from '../testing/fuzzEndpoints';
import { makeTestApp } from '../testing/makeApp';

/** Values a careless or hostile client sends. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('x'.repeat(20_000)),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '-0',
    '9999999999999',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '1900-01-01',
    '2026-06-16',
    '2999-12-31',
    'true',
    'false',
    'null',
    '[]',
    '{}',
    '%',
    '%%',
    "'; DROP TABLE courses; --",
    '../../etc/passwd',
    '/explore/us',
    '/explore/us/ny/new-york',
    '\u0000',
    '25:99',
    '07:30',
    'lightning,online',
    'best',
    '1001',
    '1001-20260616-1',
  ),
);

const query = (params: string[]) =>
  fc.array(
    fc.tuple(
      params.length
        ? fc.oneof(
            fc.constantFrom(...params),
            fc.constantFrom(...params).map((p) => `${p}[]`),
            fc.string({ maxLength: 8 }),
          )
        : fc.string({ maxLength: 8 }),
      nasty,
    ),
    { maxLength: 6 },
  );

describe('malformed input never answers 5xx', () => {
  for (const endpoint of CATALOG_ENDPOINTS) {
    it(`GET ${endpoint.path}`, async () => {
      const { request } = makeTestApp();
      await fc.assert(
        fc.asyncProperty(query(endpoint.params), nasty, async (pairs, id) => {
          const search = new URLSearchParams(pairs).toString();
          const path = endpoint.path.replace('{id}', encodeURIComponent(id) || 'x');
          const res = await request(`${path}?${search}`);
          if (res.status >= 500)
            throw new Error(`${res.status} for ${path}?${search.slice(0, 300)}: ${await res.text()}`);
          const body = await res.json();
          if (res.status >= 400) expect(typeof body.error).toBe('string');
          expectPlainWords(body);
        }),
        { numRuns: 100 },
      );
    });
  }

  it('POST /status/maintenance with arbitrary bodies', async () => {
    const { request } = makeTestApp();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string({ maxLength: 50 })), async (body) => {
        const res = await request('/api/v6/status/maintenance', {
          method: 'POST',
          headers: { 'X-Admin-Token': 'demo-admin', 'Content-Type': 'application/json' },
          body,
        });
        expect(res.status).toBeLessThan(500);
        await request('/api/v6/status/maintenance', {
          method: 'POST',
          headers: { 'X-Admin-Token': 'demo-admin' },
          json: { enabled: false },
        });
      }),
      { numRuns: 60 },
    );
  });
});
