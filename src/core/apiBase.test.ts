// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resolveApiBase, scriptOrigin } from './apiBase';

afterEach(() => {
  delete window.TEETIME_API_BASE;
});

describe('resolveApiBase', () => {
  it('accepts the host or the full base from the api-base attribute', () => {
    expect(resolveApiBase('https://sandbox.example.com')).toBe('https://sandbox.example.com/api');
    expect(resolveApiBase('https://sandbox.example.com/')).toBe('https://sandbox.example.com/api');
    expect(resolveApiBase('https://sandbox.example.com/api/')).toBe('https://sandbox.example.com/api');
  });

  it('falls back to a page-wide setting, then to the page origin', () => {
    expect(resolveApiBase(undefined, '')).toBe(`${location.origin}/api`);
    window.TEETIME_API_BASE = 'https://api.example.org';
    expect(resolveApiBase('')).toBe('https://api.example.org/api');
    expect(resolveApiBase('https://other.example.org/api')).toBe('https://other.example.org/api');
  });

  it('defaults to the origin that served the widget script', () => {
    const cdn = scriptOrigin('https://widgets.teetime.example/dist/embed/teetime-picker.js');
    expect(cdn).toBe('https://widgets.teetime.example');
    expect(resolveApiBase(undefined, cdn)).toBe('https://widgets.teetime.example/api');
    expect(resolveApiBase('https://api.example.com', cdn)).toBe('https://api.example.com/api');
  });

  it('ignores script URLs that are not web origins (tests, file://)', () => {
    expect(scriptOrigin('file:///work/main/src/core/apiBase.ts')).toBe('');
    expect(scriptOrigin('not a url')).toBe('');
  });
});
