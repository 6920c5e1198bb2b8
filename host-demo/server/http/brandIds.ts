import type Database from 'better-sqlite3';
import { BRANDS, type Brand } from '../../../src/core/brands';
import { prepared } from '../db/prepared';

/** Brand ids the sandbox knows (the widgets' brand list); each accepts `demo-<brandId>`. */
export const BRAND_IDS: readonly string[] = BRANDS.map((b) => b.id);

export type BrandId = string;

/** What an app key is: a brand's, one that was revoked (403), or unknown / missing (401). */
export type AppKeyCheck =
  { ok: true; brandId: BrandId } | { ok: false; status: 401 | 403; message: string; code: AppKeyErrorCode };

/** The `code` of a refused key's answer, so a widget can tell it from a refused user token. */
export type AppKeyErrorCode = 'app_key_missing' | 'app_key_unknown' | 'app_key_revoked';

/** Plain words for a key the API refuses (shown by the widgets as they are). */
export const APP_KEY_MESSAGES = {
  missing:
    'No app key was sent. Send the app key the marketplace gave you as X-Api-Key (the widgets’ app-key attribute or window.TEETIME_APP_KEY).',
  unknown:
    'This app key is not one the marketplace issued. Check the app-key attribute (or window.TEETIME_APP_KEY) against the key in your partner brand configuration.',
  revoked:
    'This app key was revoked. Ask the marketplace for a new key and set it with the app-key attribute (or window.TEETIME_APP_KEY).',
} as const;

/**
 * The brand of an app key: `demo-<brandId>` of a known brand, or a key the marketplace issued
 * to a brand's partner (brand_app_keys, seeded from seed/brandAppKeys.ts). A revoked key is
 * refused with 403; a missing or unknown one with 401.
 */
export function checkAppKey(db: Database.Database, key: string | undefined): AppKeyCheck {
  if (!key) return { ok: false, status: 401, message: APP_KEY_MESSAGES.missing, code: 'app_key_missing' };
  const demo = BRANDS.find((b) => b.appKey === key);
  if (demo) return { ok: true, brandId: demo.id };
  const issued =
    key.length <= 128
      ? (prepared(db, 'SELECT brand_id, revoked_at FROM brand_app_keys WHERE app_key = ?').get(key) as
          { brand_id: string; revoked_at: string | null } | undefined)
      : undefined;
  if (!issued || !brandById(issued.brand_id))
    return { ok: false, status: 401, message: APP_KEY_MESSAGES.unknown, code: 'app_key_unknown' };
  if (issued.revoked_at)
    return { ok: false, status: 403, message: APP_KEY_MESSAGES.revoked, code: 'app_key_revoked' };
  return { ok: true, brandId: issued.brand_id };
}

/** The brand record of a known id. */
export function brandById(id: BrandId): Brand | undefined {
  return BRANDS.find((b) => b.id === id);
}
