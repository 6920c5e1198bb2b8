import { ATTRIBUTION_TTL_MS } from './attribution';
import { getSafeStorage, type SafeStorage } from './safeStorage';
import { MARKETING_IDENTITY_KEY } from './storageKeys';

/**
 * Who sent the golfer (spec 02 §3 "Marketing tracking", §7 sign-up): the messaging service's
 * campaign id and template id (numbers) and message id, given in a landing URL with or without
 * the `iterable_` prefix (`iterable_campaign_id` or `campaign_id`, also `campaignId`…), and
 * the referral code (`referral_code` or `referralCode`). Read from the landing
 * URL by the first widget of the page (core/startPage) or by the host, kept in localStorage like
 * the other attribution values (90 days, kept on sign-out, a newer link replaces the older values
 * of its kind), and sent with sign-up (`iterableTracking`, `referralAttributes`) and with every
 * tracked event (campaignId, templateId, messageId).
 */
export interface IterableTracking {
  campaignId?: number;
  templateId?: number;
  messageId?: string;
}

export interface MarketingIdentity {
  iterable: IterableTracking;
  /** `referralCode`, sent as the sign-up's `referralAttributes`. */
  referral: Record<string, string>;
}

type Stored = Partial<MarketingIdentity> & { expiresAt?: number };

const IDS = [
  ['campaignId', 'campaign_id'],
  ['templateId', 'template_id'],
  ['messageId', 'message_id'],
] as const;

/** The values a URL carries (ids that are not whole numbers are ignored). */
export function marketingIdentityOf(url: string | URL): MarketingIdentity {
  let q: URLSearchParams;
  try {
    q = new URL(String(url), 'http://localhost/').searchParams;
  } catch {
    q = new URLSearchParams();
  }
  const value = (...names: string[]) =>
    names.map((n) => q.get(n)?.trim().slice(0, 64)).find(Boolean) || undefined;
  const iterable: IterableTracking = {};
  for (const [id, key] of IDS) {
    const raw = value(`iterable_${key}`, key, id);
    if (id === 'messageId') {
      if (raw) iterable.messageId = raw;
    } else if (raw && /^\d+$/.test(raw)) iterable[id] = Number(raw);
  }
  const code = value('referral_code', 'referralCode');
  return { iterable, referral: code ? { referralCode: code } : {} };
}

/** Stores what `url` carries (iterable ids and referral values each replace their older set); returns it. */
export function captureMarketingIdentity(
  url: string | URL,
  now = Date.now(),
  storage: SafeStorage = getSafeStorage('local'),
): MarketingIdentity {
  const found = marketingIdentityOf(url);
  const has = (o: object) => Object.keys(o).length > 0;
  if (!has(found.iterable) && !has(found.referral)) return found;
  const kept = readMarketingIdentity(now, storage);
  storage.setJSON(MARKETING_IDENTITY_KEY, {
    iterable: has(found.iterable) ? found.iterable : kept.iterable,
    referral: has(found.referral) ? found.referral : kept.referral,
    expiresAt: now + ATTRIBUTION_TTL_MS,
  } satisfies Stored);
  return found;
}

/** The kept values (empty once 90 days have passed since the last link that carried some). */
export function readMarketingIdentity(
  now = Date.now(),
  storage: SafeStorage = getSafeStorage('local'),
): MarketingIdentity {
  const stored = storage.getJSON<Stored>(MARKETING_IDENTITY_KEY) ?? {};
  if (!(Number(stored.expiresAt) > now)) {
    if (stored.expiresAt !== undefined) storage.removeItem(MARKETING_IDENTITY_KEY);
    return { iterable: {}, referral: {} };
  }
  return { iterable: { ...stored.iterable }, referral: { ...stored.referral } };
}
