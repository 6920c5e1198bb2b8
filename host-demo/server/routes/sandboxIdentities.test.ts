import { describe, expect, it } from 'vitest';
import type { Json } from '../testing/bookingApp';
import { makeTestApp } from '../testing/makeApp';

const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describe('sandbox identity provider (social sign-in and one-tap stand-in)', () => {
  it("offers the provider's test accounts, whose tokens sign in socially", async () => {
    const t = makeTestApp();
    const all = (await json(await t.request('/api/v6/sandbox/identities'))).identities as Json[];
    expect(all.map((i) => i.token)).toEqual([
      'sandbox-google-token',
      'sandbox-google-golfer',
      'sandbox-apple-token',
      'sandbox-facebook-token',
    ]);
    const google = (await json(await t.request('/api/v6/sandbox/identities?provider=google'))).identities;
    expect(google[1]).toEqual({
      provider: 'google',
      token: 'sandbox-google-golfer',
      uid: 'google-sandbox-1002',
      email: 'golfer@example.com',
      name: 'Gary Golfer',
    });
    const apple = (await json(await t.request('/api/v6/sandbox/identities?provider=apple'))).identities;
    expect(apple).toEqual([expect.objectContaining({ name: null, email: 'apple.golfer@example.com' })]);
    const signedIn = await t.request('/api/v6/users/sign-in/socially', {
      method: 'POST',
      json: { provider: 'google', token: google[1].token, uid: google[1].uid },
    });
    expect((await json(signedIn)).user.email).toBe('golfer@example.com');
    expect((await t.request('/api/v6/sandbox/identities?provider=myspace')).status).toBe(422);
  });

  it('tells whose id token it is (token-info), 400 for any other token', async () => {
    const t = makeTestApp();
    const info = await t.request('/api/v6/sandbox/token-info?id_token=sandbox-google-golfer');
    expect(await json(info)).toEqual({
      sub: 'google-sandbox-1002',
      email: 'golfer@example.com',
      email_verified: true,
      iss: 'sandbox',
    });
    const bad = await t.request('/api/v6/sandbox/token-info?id_token=forged');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe('invalid_token');
    expect((await t.request('/api/v6/sandbox/token-info')).status).toBe(422);
  });
});
