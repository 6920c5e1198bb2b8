import { describe, expect, it } from 'vitest';
import { makeTestApp, TEST_NOW } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';
import { MESSAGING_TOKEN_TTL_MS, signMessagingToken, verifyMessagingToken } from './marketing';

const JWT = '/api/v6/marketing/iterable/jwt_tokens';
const MESSAGES = '/api/messaging/in_app/messages';
const bearer = (jwt: string) => ({ headers: { Authorization: `Bearer ${jwt}` }, apiKey: null });

async function jwtOf(t: ReturnType<typeof makeTestApp>): Promise<string> {
  const token = await signInAs(t, 'golfer@example.com');
  const res = await t.request(JWT, asUser(token));
  expect(res.status).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}

describe('in-app messaging token and stand-in messaging service', () => {
  it('answers a messaging token only to a signed-in user', async () => {
    const t = makeTestApp();
    const anon = await t.request(JWT);
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as { error: string }).error).toBe('Sign in required');
    const jwt = await jwtOf(t);
    expect(jwt.split('.')).toHaveLength(3);
    const claims = verifyMessagingToken(jwt, TEST_NOW);
    expect(claims).toMatchObject({ email: 'golfer@example.com', sub: expect.any(String) });
    expect(claims!.exp * 1000 - TEST_NOW.getTime()).toBe(MESSAGING_TOKEN_TTL_MS);
  });

  it('answers the demo messages for a valid token, 10 at most, count honoured', async () => {
    const t = makeTestApp();
    const jwt = await jwtOf(t);
    const all = await t.request(MESSAGES, bearer(jwt));
    expect(all.status).toBe(200);
    const { messages } = (await all.json()) as { messages: { id: string; title: string; html: string }[] };
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.length).toBeLessThanOrEqual(10);
    expect(messages[0]).toMatchObject({ title: 'Winter specials are live' });
    expect(messages[0]?.html).toContain('<a href=');
    const one = await t.request(`${MESSAGES}?count=1`, bearer(jwt));
    expect(((await one.json()) as { messages: unknown[] }).messages).toHaveLength(1);
    for (const bad of ['0', '11', 'x', '1.5']) {
      const res = await t.request(`${MESSAGES}?count=${bad}`, bearer(jwt));
      expect(res.status).toBe(422);
    }
  });

  it('refuses a missing, tampered or expired token', async () => {
    const t = makeTestApp();
    const jwt = await jwtOf(t);
    expect((await t.request(MESSAGES, { apiKey: null })).status).toBe(401);
    expect((await t.request(MESSAGES, bearer(`${jwt}x`))).status).toBe(401);
    const [h, , s] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', email: 'x@y.z', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect((await t.request(MESSAGES, bearer(`${h}.${forged}.${s}`))).status).toBe(401);
    expect((await t.request(MESSAGES, bearer('not-a-jwt'))).status).toBe(401);
    const old = signMessagingToken(
      { id: '1', email: 'golfer@example.com' },
      new Date(TEST_NOW.getTime() - MESSAGING_TOKEN_TTL_MS - 1000),
    );
    const expired = await t.request(MESSAGES, bearer(old));
    expect(expired.status).toBe(401);
    expect(typeof ((await expired.json()) as { error: string }).error).toBe('string');
  });
});
