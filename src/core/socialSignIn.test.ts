import { describe, expect, it } from 'vitest';
import type { ApiClient } from './apiClient';
import { apiErrorFromAnswer } from './apiError';
import { getBrand } from './brands';
import { TOKEN_INFO_FAILED, offersSocialSignIn, readTokenInfo } from './socialSignIn';

const user = {
  id: 1,
  email: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  addressCountryIso2: 'US',
  addressZipcode: '1',
};
const answering = (get: () => Promise<unknown>) => ({ get }) as unknown as ApiClient;

describe('social sign-in and one-tap (spec 02 §4, §7, §8)', () => {
  it('is offered only with a client id, after restore, to nobody signed in', () => {
    const main = getBrand('teetime');
    expect(main.socialClientId).toBeTruthy();
    expect(offersSocialSignIn(main, { restored: true, user: null })).toBe(true);
    expect(offersSocialSignIn(main, { restored: false, user: null })).toBe(false);
    expect(offersSocialSignIn(main, { restored: true, user })).toBe(false);
    expect(offersSocialSignIn(getBrand('lakeside'), { restored: true, user: null })).toBe(false);
  });

  it('reads user id and e-mail from the token-info answer', async () => {
    const api = answering(() => Promise.resolve({ sub: 'g-1', email: 'a@b.c' }));
    expect(await readTokenInfo(api, 'tok')).toEqual({ uid: 'g-1', email: 'a@b.c' });
  });

  it("throws 'Something went wrong' on a non-200 token-info answer or one without an id", async () => {
    const failing = answering(() => Promise.reject(apiErrorFromAnswer(400, { error: 'invalid_token' })));
    await expect(readTokenInfo(failing, 'bad')).rejects.toThrow(TOKEN_INFO_FAILED);
    const empty = answering(() => Promise.resolve({ email: 'a@b.c' }));
    await expect(readTokenInfo(empty, 'tok')).rejects.toThrow('Something went wrong');
  });
});
