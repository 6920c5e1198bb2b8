// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './apiClient';
import { SITE_STATUS_TTL_MS, getSiteStatus } from './siteStatus';

let clock = 0;
const now = () => clock;

function fakeApi(answers: unknown[], appKey = 'k') {
  const get = vi.fn(async () => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return {
    api: { baseURL: 'https://sandbox.test/api', appKey, get } as unknown as ApiClient,
    get,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  clock = 1_700_000_000_000;
});

describe('getSiteStatus', () => {
  it('asks v6/status/site once for concurrent callers and caches it for 900000 ms', async () => {
    expect(SITE_STATUS_TTL_MS).toBe(900000);
    const { api, get } = fakeApi([{ networkMembershipEnabled: true }, { networkMembershipEnabled: false }]);
    const [a, b] = await Promise.all([getSiteStatus(api, { now }), getSiteStatus(api, { now })]);
    expect(a).toEqual({ networkMembershipEnabled: true });
    expect(b).toEqual(a);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('v6/status/site', { retry: true });

    clock += 899_999;
    await getSiteStatus(api, { now });
    expect(get).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(await getSiteStatus(api, { now })).toEqual({ networkMembershipEnabled: false });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps one status per brand (app key)', async () => {
    const main = fakeApi([{ networkMembershipEnabled: false }], 'demo-teetime');
    const partner = fakeApi([{ networkMembershipEnabled: true }], 'demo-northern-links');
    expect(await getSiteStatus(main.api, { now })).toEqual({ networkMembershipEnabled: false });
    expect(await getSiteStatus(partner.api, { now })).toEqual({ networkMembershipEnabled: true });
    expect(await getSiteStatus(main.api, { now })).toEqual({ networkMembershipEnabled: false });
    expect(main.get).toHaveBeenCalledTimes(1);
    expect(partner.get).toHaveBeenCalledTimes(1);
  });

  it('does not cache failures', async () => {
    const { api, get } = fakeApi([new Error('down'), { networkMembershipEnabled: true }]);
    await expect(getSiteStatus(api, { now })).rejects.toThrow('down');
    await expect(getSiteStatus(api, { now })).resolves.toEqual({ networkMembershipEnabled: true });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
