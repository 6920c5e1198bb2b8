// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearSignedInData } from './clearSignedInData';

describe('clearSignedInData', () => {
  it("removes the user token and our keys in both storages, keeps attribution, the session token and the host's keys", () => {
    localStorage.setItem('X-Api-User-Token', 'u');
    localStorage.setItem('X-Api-Session', 's');
    localStorage.setItem('teetime:cache:cards', '[]');
    localStorage.setItem('teetime:attribution', '{}');
    localStorage.setItem('cart', 'host');
    sessionStorage.setItem('teetime:flow-tokens', '{}');
    sessionStorage.setItem('teetime:filters', '{}');
    clearSignedInData();
    expect(Object.keys(localStorage).sort()).toEqual(['X-Api-Session', 'cart', 'teetime:attribution']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
