import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from './errorHandler';
import { qList, qNumber } from './queryValues';
import { rememberedQuery } from './validate';

/** An app with one remembered query (a number and a list) that counts its parses. */
function setup() {
  let parses = 0;
  const schema = v.object({
    lat: v.pipe(
      qNumber(-90, 90),
      v.check(() => ++parses > 0),
    ),
    tags: v.optional(qList(['a', 'b'])),
  });
  const app = new Hono();
  const seen: unknown[] = [];
  app.get('/list', rememberedQuery(schema, 2), (c) => {
    const q = c.req.valid('query');
    seen.push(q);
    return c.json(q);
  });
  app.get('/mutate', rememberedQuery(schema), (c) => {
    (c.req.valid('query') as { lat: number }).lat = 0;
    return c.json({});
  });
  app.onError(errorHandler);
  return { app, seen, parses: () => parses };
}

describe('rememberedQuery', () => {
  it('parses a query text once and answers it again from memory, with the same value', async () => {
    const t = setup();
    const first = await t.app.request('/list?lat=40.5&tags=a,b');
    const again = await t.app.request('/list?lat=40.5&tags=a,b');
    expect(await first.json()).toEqual({ lat: 40.5, tags: ['a', 'b'] });
    expect(await again.json()).toEqual({ lat: 40.5, tags: ['a', 'b'] });
    expect(t.parses()).toBe(1);
    expect(t.seen[1]).toBe(t.seen[0]);
    // Another text (the same values in another order) is parsed on its own, to the same value.
    expect(await (await t.app.request('/list?tags=a,b&lat=40.5')).json()).toEqual(
      await (await t.app.request('/list?lat=40.5&tags=a,b')).json(),
    );
    expect(t.parses()).toBe(2);
  });

  it('refuses a bad query every time with 422 and plain words, never from memory', async () => {
    const t = setup();
    for (let i = 0; i < 2; i++) {
      await t.app.request('/list?lat=1');
      const res = await t.app.request('/list?lat=north&tags=c');
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(Object.keys(body.validation_errors).sort()).toEqual(['lat', 'tags.0']);
      expect(body.validation_errors.lat).toEqual(['Must be a number']);
    }
  });

  it('keeps the last maxEntries texts, and freezes what it shares', async () => {
    const t = setup();
    for (const lat of [1, 2, 3, 1]) await t.app.request(`/list?lat=${lat}`);
    expect(t.parses()).toBe(4); // 1 went when 3 came (two entries)
    expect(Object.isFrozen(t.seen[0])).toBe(true);
    // A handler that changes a shared query fails loudly instead of changing the next request's.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await t.app.request('/mutate?lat=5')).status).toBe(500);
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/read only/);
    logged.mockRestore();
  });
});
