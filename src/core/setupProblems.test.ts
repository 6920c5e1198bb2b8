import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromAnswer, cancelledError, networkError } from './apiError';
import { clearPageSingleton } from './pageSingleton';
import {
  apiBaseProblem,
  BAD_KEY_SHOWN,
  brandProblem,
  courseIdProblem,
  NOT_ALLOWED_SHOWN,
  requestProblem,
  UNREACHABLE_SHOWN,
  warnOnce,
  WRONG_SERVICE_SHOWN,
} from './setupProblems';

const TAG = 'teetime-picker';
const api = { baseURL: 'https://market.example/api', appKey: 'pk_wrong' };

describe('set-up mistakes a widget can see before calling', () => {
  it('an api-base that is no address; a URL or a path on the page’s origin is fine', () => {
    vi.stubGlobal('location', new URL('http://localhost:8000/page'));
    for (const bad of ['localhost:8080', 'ftp://market.example', 'http://', 'javascript:alert(1)']) {
      const p = apiBaseProblem(TAG, bad);
      expect(p?.shown, bad).toBe(WRONG_SERVICE_SHOWN);
      expect(p?.warning, bad).toContain(`${TAG}: api-base ${JSON.stringify(bad)} is not a URL`);
    }
    for (const good of [
      undefined,
      '',
      'https://market.example',
      'http://localhost:8080/api',
      '/api',
      '/sandbox/x/api',
    ])
      expect(apiBaseProblem(TAG, good), String(good)).toBeNull();
    vi.unstubAllGlobals();
  });

  it('an unknown brand names the known ones; a known one in any case is fine', () => {
    const p = brandProblem(TAG, 'cedar_ridge');
    expect(p?.shown).toContain('“cedar_ridge”');
    expect(p?.warning).toContain('brand "cedar_ridge" is not a known brand; use one of teetime, cedar-ridge');
    for (const good of [undefined, '', 'cedar-ridge', ' Lakeside '])
      expect(brandProblem(TAG, good)).toBeNull();
  });

  it('a course-id that is not a number', () => {
    const p = courseIdProblem(TAG, 'abc');
    expect(p?.shown).toBe('“abc” is not a course number, so no course can be shown here.');
    expect(p?.warning).toMatch(
      /^teetime-picker: course-id "abc" is not a course id; use the course's number/,
    );
    for (const good of [undefined, '', '1455', ' 1001 ']) expect(courseIdProblem(TAG, good)).toBeNull();
  });
});

describe('set-up mistakes a failed request shows', () => {
  it('the site’s origin not allowed: the API’s words (its origin and the setting) for the developer', () => {
    const e = apiErrorFromAnswer(403, {
      error:
        'Pages at https://golf.example are not allowed to use this API. Add https://golf.example to TEETIME_PARTNER_ORIGINS …',
      code: 'origin_not_allowed',
      origin: 'https://golf.example',
    });
    const p = requestProblem(TAG, e, api);
    expect(p?.shown).toBe(NOT_ALLOWED_SHOWN);
    expect(p?.shown).toMatch(/^This site is not allowed to use the booking service yet\./);
    expect(p?.warning).toContain('https://golf.example');
    expect(p?.warning).toContain('TEETIME_PARTNER_ORIGINS');
  });

  it('the app key refused (unknown or revoked), but not a refused user token', () => {
    for (const code of ['app_key_unknown', 'app_key_revoked']) {
      const p = requestProblem(TAG, apiErrorFromAnswer(401, { error: 'This app key…', code }), api);
      expect(p?.shown).toBe(BAD_KEY_SHOWN);
      expect(p?.warning).toBe('teetime-picker: app-key "pk_wrong": This app key…');
    }
    expect(requestProblem(TAG, apiErrorFromAnswer(401, { error: 'Invalid user token' }), api)).toBeNull();
  });

  it('no answer from api-base: try again; an answer that is not JSON: a wrong address', () => {
    const none = requestProblem(TAG, networkError(new TypeError('Failed to fetch')), api);
    expect(none).toMatchObject({ shown: UNREACHABLE_SHOWN, retry: true });
    expect(none?.warning).toContain('api-base https://market.example/api did not answer');
    const page = requestProblem(TAG, apiErrorFromAnswer(404, '<!doctype html><p>Not here</p>'), api);
    expect(page?.shown).toBe(WRONG_SERVICE_SHOWN);
    expect(page?.warning).toContain('answered 404 but is not the booking API');
  });

  it('ordinary failures are not set-up mistakes', () => {
    for (const e of [
      apiErrorFromAnswer(404, { error: 'Course not found' }),
      apiErrorFromAnswer(500, { error: 'Boom' }),
      apiErrorFromAnswer(503, 'Down'),
      cancelledError(),
      new Error('x'),
    ])
      expect(requestProblem(TAG, e, api)).toBeNull();
  });
});

describe('warnOnce', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearPageSingleton('setupWarnings');
  });

  it('warns once per mistake on a page, however often it is shown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = courseIdProblem(TAG, 'abc')!;
    warnOnce(p);
    warnOnce({ ...p });
    warnOnce(courseIdProblem('teetime-search', 'abc')!);
    expect(warn).toHaveBeenCalledTimes(1);
    warnOnce(courseIdProblem(TAG, 'xyz')!);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
