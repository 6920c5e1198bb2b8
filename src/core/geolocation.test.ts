// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GEO_CACHE_MS, GEO_TIMEOUT_MS, getPosition } from './geolocation';

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number; message: string }) => void;

let clock = 0;
const now = () => clock;

function fakeGeo(behaviour: (ok: Success, fail: Failure) => void) {
  return {
    getCurrentPosition: vi.fn((ok: Success, fail: Failure) => behaviour(ok, fail)),
  } as unknown as Geolocation & {
    getCurrentPosition: ReturnType<typeof vi.fn>;
  };
}
const austin = (ok: Success) => ok({ coords: { latitude: 30.2672, longitude: -97.7431 } });

beforeEach(() => {
  sessionStorage.clear();
  clock = 1_700_000_000_000;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('getPosition', () => {
  it('returns the browser position and reuses it for 1 hour, across reloads', async () => {
    expect([GEO_TIMEOUT_MS, GEO_CACHE_MS]).toEqual([10000, 3600000]);
    const geo = fakeGeo(austin);
    expect(await getPosition({ geolocation: geo, now })).toEqual({
      latitude: 30.2672,
      longitude: -97.7431,
    });
    expect(sessionStorage.getItem('teetime:geo-position')).toContain('30.2672');
    clock += GEO_CACHE_MS - 1;
    await getPosition({ geolocation: geo, now });
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    clock += 1;
    await getPosition({ geolocation: geo, now });
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it("rejects with 'User denied Geolocation' when the user says no, and caches nothing", async () => {
    const geo = fakeGeo((_ok, fail) => fail({ code: 1, message: 'denied' }));
    await expect(getPosition({ geolocation: geo, now })).rejects.toMatchObject({
      message: 'User denied Geolocation',
      code: 'denied',
    });
    expect(sessionStorage.getItem('teetime:geo-position')).toBeNull();
  });

  it('gives up after 10 seconds even if the browser never answers', async () => {
    vi.useFakeTimers();
    const geo = fakeGeo(() => undefined);
    const outcome = getPosition({ geolocation: geo, now }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      code: 'timeout',
      message: expect.stringMatching(/too long/),
    });
    expect(geo.getCurrentPosition.mock.calls[0]![2]).toMatchObject({ timeout: 10000 });
  });

  it('explains an unavailable position and a browser without geolocation', async () => {
    await expect(
      getPosition({ geolocation: fakeGeo((_ok, fail) => fail({ code: 2, message: '' })), now }),
    ).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Your location is not available right now.',
    });
    await expect(getPosition({ geolocation: null, now })).rejects.toMatchObject({
      code: 'unsupported',
    });
  });
});
