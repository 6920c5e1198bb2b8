/**
 * Tracking (spec 02 §7): named events go to the tag manager's data layer and, when a marketing
 * messaging service is configured, to its `POST <endpoint>/api/events/track` (Api-Key header).
 * Tracking never breaks the product: nothing here throws or leaves a rejected promise.
 */
import { readMarketingIdentity, type IterableTracking } from './marketingIdentity';
import { pageSingleton } from './pageSingleton';

export type TrackEventName =
  | 'search'
  | 'cityVisited'
  | 'stateVisited'
  | 'teeTimeClicked'
  | 'rateTypeClicked'
  | 'providerClicked'
  | 'bestDealClicked'
  | 'noTeeTimesFeedback'
  /** Spec 02 §2: the membership purchase page, opened with a plan (planId, interval, amount). */
  | 'membershipPurchase';

export interface TrackPayload {
  email?: string | null;
  userId?: string | number | null;
  [field: string]: unknown;
}

export interface MarketingConfig {
  /** Base URL of the messaging service, without `/api/events/track`. */
  endpoint: string;
  apiKey: string;
}

export interface TrackerOptions {
  /** The tag-manager data layer; `window.dataLayer` (created if absent) by default. */
  dataLayer?: unknown[];
  marketing?: MarketingConfig | null;
  fetch?: typeof fetch;
  /** The landing URL's campaign, template and message ids (core/marketingIdentity) by default. */
  identity?: () => IterableTracking;
}

export interface Tracker {
  /**
   * A page or view was shown: `{ event: 'pageView', path, ...fields }` on the data layer. The host's
   * route change and a widget reporting the same view (same path as the last page view of the
   * page) count once.
   */
  pageView(path: string, fields?: Record<string, unknown>): void;
  /** Resolves once the marketing call (if any) has settled; never rejects. */
  track(name: TrackEventName, payload?: TrackPayload): Promise<void>;
}

function defaultDataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { dataLayer?: unknown[] };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer;
}

/**
 * campaignId / templateId (also given as iterable_… or iterable…) go to the top level as numbers,
 * messageId as text; what the payload lacks comes from the landing URL's marketing identity.
 */
function marketingBody(
  name: TrackEventName,
  payload: TrackPayload,
  identity: IterableTracking,
): Record<string, unknown> {
  const { email, userId, ...fields } = payload;
  const body: Record<string, unknown> = { eventName: name, dataFields: fields };
  if (email) body.email = email;
  if (userId !== undefined && userId !== null && userId !== '') body.userId = String(userId);
  const sources = {
    campaignId: ['campaignId', 'iterableCampaignId', 'iterable_campaign_id', 'campaign_id'],
    templateId: ['templateId', 'iterableTemplateId', 'iterable_template_id', 'template_id'],
  };
  for (const [id, names] of Object.entries(sources)) {
    const raw = names.map((n) => fields[n]).find((v) => v !== undefined && v !== null && v !== '');
    const n = Number(raw);
    if (raw !== undefined && Number.isFinite(n)) body[id] = n;
    else if (identity[id as 'campaignId' | 'templateId'] !== undefined)
      body[id] = identity[id as 'campaignId' | 'templateId'];
  }
  const message = fields.messageId ?? identity.messageId;
  if (message) body.messageId = String(message);
  return body;
}

export function createTracker(options: TrackerOptions = {}): Tracker {
  const identity = options.identity ?? (() => readMarketingIdentity().iterable);
  let lastView: string | null = null;
  const push = (entry: Record<string, unknown>): void => {
    try {
      (options.dataLayer ?? defaultDataLayer())?.push(entry);
    } catch {
      /* a broken data layer must not break the widget */
    }
  };

  return {
    pageView(path, fields = {}) {
      if (path === lastView) return;
      lastView = path;
      push({ event: 'pageView', path, ...fields });
    },
    async track(name, payload = {}) {
      push({ event: name, ...payload });
      const m = options.marketing;
      const hasUser =
        !!payload.email || (payload.userId !== undefined && payload.userId !== null && payload.userId !== '');
      if (!m?.endpoint || !m.apiKey || !hasUser || !name) return;
      try {
        const doFetch = options.fetch ?? fetch;
        await doFetch(`${m.endpoint.replace(/\/+$/, '')}/api/events/track`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Api-Key': m.apiKey },
          body: JSON.stringify(marketingBody(name, payload, identity())),
          keepalive: true,
        });
      } catch {
        /* failures are ignored (spec 02 §7) */
      }
    },
  };
}

declare global {
  interface Window {
    /** Set by the host page before the widgets load, to send events to its marketing service too. */
    TEETIME_TRACKING?: { marketing?: MarketingConfig | null };
  }
}

/** The page's tracker: the tag-manager data layer, plus the marketing service the host configured. */
export function getTracker(): Tracker {
  return pageSingleton('tracker', () =>
    createTracker({
      marketing: typeof window !== 'undefined' ? (window.TEETIME_TRACKING?.marketing ?? null) : null,
    }),
  );
}
