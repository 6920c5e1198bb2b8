import { ATTRIBUTION_TTL_MS } from './attribution';
import { getSafeStorage, type SafeStorage } from './safeStorage';
import { MARKETING_IDENTITY_KEY } from './storageKeys';

/**
 * Who sent the golfer (spec 02 §3 "Marketing tracking", §7 sign-up): the messaging service's
 * campaign id and template id (numbers) and message id, given in a landing URL with or without
 * the `iterable_` prefix (`iterable_campaign_id`, `campaignId`…), and referral values
 * (`referral_code`, `referralCode`, any other `referral_*`). Read from the landing URL by the
 * first widget of the page (core/startPage) or by the host, kept in localStorage like the other
 * attribution values (90 days, kept on sign-out, a newer link replaces the older values of its
 * kind), and sent with sign-up (`iterableTracking`, `referralAttributes`) and with every tracked
 * event (campaignId, templateId, messageId).
 */
export interface IterableTracking {
  campaignId?: number;
  templateId?: number;
  messageId?: string;
}

export interface MarketingIdentity {
  iterable: IterableTracking;
  /** camelCase names: `referral_code` → `referralCode`. */
  referral: Record<string, string>;
}

interface Stored {
  iterable?: IterableTracking;
  referral?: Record<string, string>;
  expiresAt?: number;
}

const NAMES: Record<keyof IterableTracking, string[]> = {
  campaignId: ['iterable_campaign_id', 'iterableCampaignId', 'campaign_id', 'campaignId'],
  templateId: ['iterable_template_id', 'iterableTemplateId', 'template_id', 'templateId'],
  messageId: ['iterable_message_id', 'iterableMessageId', 'message_id', 'messageId'],
};

const MAX_LENGTH = 64;
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function parse(url: string | URL): URL | null {
  try {
    return new URL(String(url), typeof location !== 'undefined' ? location.href : 'http://localhost/');
  } catch {
    return null;
  }
}

/** The values a URL carries (ids that are not whole numbers are ignored). */
export function marketingIdentityOf(url: string | URL): MarketingIdentity {
  const q = parse(url)?.searchParams ?? new URLSearchParams();
  const value = (name: string) => q.get(name)?.trim().slice(0, MAX_LENGTH) || undefined;
  const first = (names: string[]) => names.map(value).find((v) => v !== undefined);
  const iterable: IterableTracking = {};
  for (const key of ['campaignId', 'templateId'] as const) {
    const raw = first(NAMES[key]);
    if (raw !== undefined && /^\d+$/.test(raw)) iterable[key] = Number(raw);
  }
  const messageId = first(NAMES.messageId);
  if (messageId) iterable.messageId = messageId;
  const referral: Record<string, string> = {};
  for (const [name] of q) {
    if (!/^referral(_[a-z0-9]+)+$/.test(name) && name !== 'referralCode') continue;
    const v = value(name);
    if (v) referral[camel(name)] = v;
  }
  return { iterable, referral };
}

const read = (storage: SafeStorage): Stored => storage.getJSON<Stored>(MARKETING_IDENTITY_KEY) ?? {};

/** Stores what `url` carries (iterable ids and referral values each replace their older set); returns it. */
export function captureMarketingIdentity(
  url: string | URL,
  now = Date.now(),
  storage: SafeStorage = getSafeStorage('local'),
): MarketingIdentity {
  const found = marketingIdentityOf(url);
  const hasIterable = Object.keys(found.iterable).length > 0;
  const hasReferral = Object.keys(found.referral).length > 0;
  if (!hasIterable && !hasReferral) return found;
  const stored = readMarketingIdentity(now, storage);
  storage.setJSON(MARKETING_IDENTITY_KEY, {
    iterable: hasIterable ? found.iterable : stored.iterable,
    referral: hasReferral ? found.referral : stored.referral,
    expiresAt: now + ATTRIBUTION_TTL_MS,
  } satisfies Stored);
  return found;
}

/** The kept values (empty once 90 days have passed since the last link that carried some). */
export function readMarketingIdentity(
  now = Date.now(),
  storage: SafeStorage = getSafeStorage('local'),
): MarketingIdentity {
  const stored = read(storage);
  if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
    if (stored.expiresAt !== undefined) storage.removeItem(MARKETING_IDENTITY_KEY);
    return { iterable: {}, referral: {} };
  }
  return { iterable: { ...stored.iterable }, referral: { ...stored.referral } };
}
