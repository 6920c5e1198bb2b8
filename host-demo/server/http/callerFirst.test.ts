import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';
import { describedRoutes } from './openapi';

/** A path of the route with every parameter malformed, and a query and body no route accepts. */
const malformed = (path: string) =>
  `${path.replace(/:[A-Za-z_]+/g, '%%bad')}?page=-1&per_page=x&q=${'x'.repeat(600)}`;
const badBody = { nonsense: true, is_approved: 'maybe', email: 3 };

describe('the caller is checked before the input', () => {
  it('answers 401 to an anonymous caller of every signed-in route, whatever it sends', async () => {
    const t = makeTestApp();
    const routes = describedRoutes().filter((r) => r.auth || r.moderator);
    expect(routes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const r of routes) {
      const body = r.method === 'get' || r.method === 'delete' ? undefined : badBody;
      const res = await t.request(malformed(r.path), { method: r.method.toUpperCase(), json: body });
      if (res.status !== 401) wrong.push(`${r.method.toUpperCase()} ${r.path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a golfer calling a moderator route with a malformed body (the issue: 422 "Enter the is approved.")', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'golfer@example.com');
    const moderatorOnly = describedRoutes().filter((r) => r.moderator);
    expect(moderatorOnly.map((r) => `${r.method} ${r.path}`)).toContain('patch /api/v6/course_reviews/:id');
    for (const r of moderatorOnly) {
      const res = await t.request(malformed(r.path), {
        method: r.method.toUpperCase(),
        ...asUser(token),
        json: r.method === 'get' ? undefined : {},
      });
      expect(`${r.method} ${r.path}: ${res.status}`).toBe(`${r.method} ${r.path}: 403`);
      expect(((await res.json()) as { message: string }).message).toBe('Only moderators can do this');
    }
  });

  it('still validates a moderator’s input, in plain words', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'moderator@example.com');
    const res = await t.request('/api/v6/course_reviews/1', { method: 'PATCH', ...asUser(token), json: {} });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Say whether to approve the review: true approves it, false rejects it.',
    );
  });
});
