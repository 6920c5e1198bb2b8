import { getSafeStorage, type SafeStorage } from './safeStorage';
import { ATTRIBUTION_KEY } from './storageKeys';

/**
 * Marketing attribution kept in localStorage (spec 01 §3/§4, 02 §3/§5): utm values and click ids
 * for 90 days, the Reserve-with-Google token (with its timestamp and course id) for 30 days.
 * Link-off booking URLs get the utm and rwg values appended by src/domain/booking/bookClick.
 */
export const UTM_PARAMS = [
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
] as const;
export const CLICK_ID_PARAMS = ['gclid', 'msclkid'] as const;
export const RWG_PARAMS = ['rwg_token', 'rwg_timestamp', 'rwg_course_id'] as const;

export type AttributionKey =
  (typeof UTM_PARAMS)[number] | (typeof CLICK_ID_PARAMS)[number] | (typeof RWG_PARAMS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const ATTRIBUTION_TTL_MS = 90 * DAY_MS;
export const RWG_TTL_MS = 30 * DAY_MS;

type Stored = Partial<Record<AttributionKey, { value: string; expiresAt: number }>>;

export interface AttributionOptions {
  /** Course the rwg link landed on; else the URL's rwg_course_id / course_id / courseId param. */
  courseId?: string | number;
  storage?: SafeStorage;
}

function parse(url: string | URL): URL | null {
  try {
    const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
    return new URL(String(url), base);
  } catch {
    return null;
  }
}

const read = (storage: SafeStorage): Stored => storage.getJSON<Stored>(ATTRIBUTION_KEY) ?? {};

/**
 * Store the attribution values found in `url`. A URL carrying any utm value replaces the whole
 * utm set (one campaign, never a mix of two visits) and stamps utm_timestamp when the URL has
 * none; a new rwg_token replaces every older rwg value. Returns what was stored.
 */
export function captureAttribution(
  url: string | URL,
  now = Date.now(),
  options: AttributionOptions = {},
): Attribution {
  const parsed = parse(url);
  if (!parsed) return {};
  const storage = options.storage ?? getSafeStorage('local');
  const q = parsed.searchParams;
  const value = (name: string): string | undefined => q.get(name)?.trim() || undefined;
  const stored = read(storage);
  const captured: Attribution = {};
  const put = (key: AttributionKey, v: string, ttl: number): void => {
    stored[key] = { value: v, expiresAt: now + ttl };
    captured[key] = v;
  };

  if (UTM_PARAMS.some((k) => k !== 'utm_timestamp' && value(k))) {
    for (const k of UTM_PARAMS) delete stored[k];
    for (const k of UTM_PARAMS) {
      const v = value(k);
      if (v) put(k, v, ATTRIBUTION_TTL_MS);
    }
    if (!captured.utm_timestamp) put('utm_timestamp', String(now), ATTRIBUTION_TTL_MS);
  }
  for (const k of CLICK_ID_PARAMS) {
    const v = value(k);
    if (v) put(k, v, ATTRIBUTION_TTL_MS);
  }
  const rwgToken = value('rwg_token');
  if (rwgToken) {
    for (const k of RWG_PARAMS) delete stored[k];
    put('rwg_token', rwgToken, RWG_TTL_MS);
    put('rwg_timestamp', String(now), RWG_TTL_MS);
    const courseId = options.courseId ?? value('rwg_course_id') ?? value('course_id') ?? value('courseId');
    if (courseId !== undefined && courseId !== '') put('rwg_course_id', String(courseId), RWG_TTL_MS);
  }
  if (Object.keys(captured).length) storage.setJSON(ATTRIBUTION_KEY, stored);
  return captured;
}

/** The values that have not expired (expired ones are dropped from storage). */
export function readAttribution(
  now = Date.now(),
  storage: SafeStorage = getSafeStorage('local'),
): Attribution {
  const stored = read(storage);
  const out: Attribution = {};
  let pruned = false;
  for (const [key, entry] of Object.entries(stored) as [
    AttributionKey,
    { value: string; expiresAt: number } | undefined,
  ][]) {
    if (entry && typeof entry.value === 'string' && entry.expiresAt > now) out[key] = entry.value;
    else {
      delete stored[key];
      pruned = true;
    }
  }
  if (pruned) {
    if (Object.keys(stored).length) storage.setJSON(ATTRIBUTION_KEY, stored);
    else storage.removeItem(ATTRIBUTION_KEY);
  }
  return out;
}
