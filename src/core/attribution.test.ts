// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_TTL_MS, RWG_TTL_MS, captureAttribution, readAttribution } from './attribution';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 3, 1);

beforeEach(() => {
  localStorage.clear();
});

describe('attribution', () => {
  it('keeps utm values and click ids for 90 days', () => {
    expect(ATTRIBUTION_TTL_MS).toBe(90 * DAY);
    captureAttribution(
      'https://golf.test/explore?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=G1&msclkid=M1&other=x',
      T0,
    );
    expect(readAttribution(T0 + 90 * DAY - 1)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_timestamp: String(T0),
      gclid: 'G1',
      msclkid: 'M1',
    });
    expect(readAttribution(T0 + 90 * DAY)).toEqual({});
    expect(localStorage.getItem('teetime:attribution')).toBeNull();
  });

  it('captures every listed utm parameter', () => {
    const names = [
      'utm_channel',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_adgroup',
      'utm_keyword',
      'utm_creative',
      'utm_device',
      'utm_network',
      'utm_location',
      'utm_content',
      'utm_timestamp',
    ];
    const url = new URL('https://golf.test/');
    for (const n of names) url.searchParams.set(n, `v-${n}`);
    captureAttribution(url, T0);
    const stored = readAttribution(T0);
    for (const n of names) expect(stored[n as keyof typeof stored]).toBe(`v-${n}`);
  });

  it('a new campaign replaces the whole utm set; URLs without utm values change nothing', () => {
    captureAttribution('https://golf.test/?utm_source=google&utm_term_x=1&utm_campaign=spring', T0);
    captureAttribution('https://golf.test/course/1', T0 + DAY);
    expect(readAttribution(T0 + DAY).utm_campaign).toBe('spring');
    captureAttribution('https://golf.test/?utm_source=facebook', T0 + 2 * DAY);
    const now = readAttribution(T0 + 2 * DAY);
    expect(now.utm_source).toBe('facebook');
    expect(now.utm_campaign).toBeUndefined();
  });

  it('keeps the rwg token with its timestamp and course id for 30 days, a new token replacing the old values', () => {
    expect(RWG_TTL_MS).toBe(30 * DAY);
    captureAttribution('https://golf.test/checkout?rwg_token=OLD', T0, { courseId: 12 });
    expect(readAttribution(T0)).toMatchObject({
      rwg_token: 'OLD',
      rwg_timestamp: String(T0),
      rwg_course_id: '12',
    });
    captureAttribution('https://golf.test/?rwg_token=NEW', T0 + DAY);
    const now = readAttribution(T0 + DAY);
    expect(now).toMatchObject({ rwg_token: 'NEW', rwg_timestamp: String(T0 + DAY) });
    expect(now.rwg_course_id).toBeUndefined();
    expect(readAttribution(T0 + DAY + 30 * DAY - 1).rwg_token).toBe('NEW');
    expect(readAttribution(T0 + DAY + 30 * DAY).rwg_token).toBeUndefined();
  });

  it('rwg expires after 30 days while utm values live on to 90', () => {
    captureAttribution('https://golf.test/?utm_source=google&rwg_token=R&rwg_course_id=5', T0);
    const day45 = readAttribution(T0 + 45 * DAY);
    expect(day45.utm_source).toBe('google');
    expect(day45.rwg_token).toBeUndefined();
  });
});
