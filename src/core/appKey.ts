import type { Brand } from './brands';

/**
 * The application key a widget sends as `X-Api-Key` (spec 02 §7: every request carries one). A
 * partner sets the key the marketplace issued to it, in order of precedence:
 *  1. the element's `app-key` attribute;
 *  2. the page-wide brand configuration `window.TEETIME_APP_KEY`: one key for every widget of the
 *     page, or a map from brand id to key (`{ "cedar-ridge": "ck_live_…" }`);
 *  3. the brand's own key: `demo-<brandId>`, which the sandbox API accepts.
 */
export type AppKeyConfig = string | Readonly<Record<string, string>>;

declare global {
  interface Window {
    TEETIME_APP_KEY?: AppKeyConfig;
  }
}

const clean = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function resolveAppKey(
  attribute: string | null | undefined,
  brand: Pick<Brand, 'id' | 'appKey'>,
  page: AppKeyConfig | undefined = typeof window !== 'undefined' ? window.TEETIME_APP_KEY : undefined,
): string {
  const fromPage =
    typeof page === 'string' ? clean(page) : page && typeof page === 'object' ? clean(page[brand.id]) : '';
  return clean(attribute) || fromPage || brand.appKey;
}
